/**
 * Whether the operator has left the projector alone: true after `ms` without
 * a mouse movement, a touch, a wheel turn or a key press, false again at the
 * next one. The projector's controls and the cursor hide while it is true.
 */
import { useEffect, useState } from 'react';

const WAKERS = ['mousemove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

export function useIdle(ms = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = window.setTimeout(() => setIdle(true), ms);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), ms);
    };
    for (const name of WAKERS) window.addEventListener(name, wake, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of WAKERS) window.removeEventListener(name, wake);
    };
  }, [ms]);
  return idle;
}
