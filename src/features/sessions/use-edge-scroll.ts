/**
 * While a block is dragged: the pointer followed, and the grid (then the page)
 * scrolled near an edge at the bounded speed of `edge-scroll.ts`. `start` at
 * the drag's start, `stop` at its end.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { edgeSpeed, scrollStep } from './edge-scroll';

export function useEdgeScroll(view: RefObject<HTMLElement | null>) {
  const run = useRef<{ y: number; frame: number; last: number; carry: number; move: (e: PointerEvent) => void } | null>(null);

  const stop = useCallback(() => {
    const r = run.current;
    if (!r) return;
    cancelAnimationFrame(r.frame);
    window.removeEventListener('pointermove', r.move);
    run.current = null;
  }, []);

  const start = useCallback(
    (y: number) => {
      stop();
      const r = { y, frame: 0, last: performance.now(), carry: 0, move: (e: PointerEvent) => (r.y = e.clientY) };
      run.current = r;
      window.addEventListener('pointermove', r.move);
      const tick = (t: number) => {
        const el = view.current;
        if (!el || run.current !== r) return;
        const box = el.getBoundingClientRect();
        const speed = edgeSpeed(r.y, Math.max(0, box.top), Math.min(window.innerHeight, box.bottom));
        const step = scrollStep(speed, t - r.last, r.carry);
        r.last = t;
        r.carry = step.carry;
        if (step.px !== 0) {
          const gridCan = step.px > 0 ? el.scrollTop + el.clientHeight < el.scrollHeight - 1 : el.scrollTop > 0;
          if (gridCan) el.scrollBy(0, step.px);
          else window.scrollBy(0, step.px);
        }
        r.frame = requestAnimationFrame(tick);
      };
      r.frame = requestAnimationFrame(tick);
    },
    [stop, view],
  );

  useEffect(() => stop, [stop]);
  return { start, stop };
}
