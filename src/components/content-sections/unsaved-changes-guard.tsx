import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

/**
 * Asks before leaving a form with unsaved changes. The console uses the declarative router (no
 * `useBlocker`), so in-app links are intercepted as they are clicked; closing or reloading the tab gets
 * the browser's own prompt. The page's own navigations (after a save or a delete) are not intercepted.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setTarget(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title="Leave without saving?"
      description="Your changes on this page have not been saved."
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
              if (to) navigate(to);
            }}
          >
            Leave and discard changes
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">Leave now and what you changed here is lost.</p>
    </Dialog>
  );
}
