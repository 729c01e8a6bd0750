import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/** The in-console address a click on this link would open, or null when it leaves the console or opens elsewhere. */
function internalTarget(e: MouseEvent): string | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before leaving a page with unsaved changes: a dialog for a link inside
 * the console, the browser's own question for a reload or close. (The console
 * uses a component router, where route blocking is not available, so links
 * are intercepted; the form's draft also survives the browser's back button.)
 */
export function UnsavedChangesGuard({
  when,
  message = 'This page has changes that are not saved. They stay as a draft in this tab if you leave.',
}: {
  when: boolean;
  /** What the dialog says is at stake. */
  message?: string;
}) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const whenRef = useRef(when);
  whenRef.current = when;

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!whenRef.current) return;
      const to = internalTarget(e);
      if (!to) return;
      e.preventDefault();
      e.stopPropagation();
      setTarget(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(next) => {
        if (!next) setTarget(null);
      }}
      title="Leave without saving?"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => setTarget(null)}>
            Stay on this page
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const to = target;
              setTarget(null);
              whenRef.current = false;
              if (to) navigate(to);
            }}
          >
            Leave
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Dialog>
  );
}
