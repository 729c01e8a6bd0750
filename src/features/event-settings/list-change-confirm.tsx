import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { SettingsEditor } from './use-settings-form';

/** Before tracks or tiers move: what happens to the sessions and sponsors that keep their positions, and the service's dry run. */
export function ListChangeConfirm({ editor }: { editor: SettingsEditor }) {
  const { seriousImpacts } = editor.impacts;
  return (
    <ConfirmDialog
      open={editor.pending !== null}
      onOpenChange={(open) => {
        if (!open) editor.cancelPending();
      }}
      title="Save the track and tier changes?"
      confirmLabel="Save settings"
      dryRun={editor.pendingDryRun}
      onConfirm={editor.confirmPending}
    >
      {editor.listsTouched && seriousImpacts.length > 0 ? (
        <>
          <p>Sessions and sponsors keep their positions, so after saving:</p>
          <ul className="list-disc space-y-0.5 pl-5">
            {seriousImpacts.map((i) => (
              <li key={`${i.kind}-${i.position}-${i.before}`}>{i.message}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>The service warns about this change; check what it says before saving.</p>
      )}
    </ConfirmDialog>
  );
}
