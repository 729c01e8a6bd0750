import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

/**
 * Asks before leaving a page with unsaved changes: a dialog for a move
 * inside the console, the browser's own question for a reload or close.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
            Leave
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">The event settings have changes that are not saved. They are kept as a draft in this tab if you leave.</p>
    </Dialog>
  );
}
