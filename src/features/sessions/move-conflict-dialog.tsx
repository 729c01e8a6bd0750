/**
 * A move that met a change made elsewhere to the same field: the console's
 * one conflict panel (theirs and mine, field by field, a choice for each) in
 * a dialog; nothing is saved until every field has a choice.
 */
import { ConflictPanel } from '../../components/form/conflict-panel';
import { Dialog } from '../../components/ui/dialog';
import { MOVE_FIELD_LABELS } from './move-words';
import type { MoveConflict } from './use-session-moves';

type Props = { conflict: MoveConflict | null; onResolve: (choices: Record<string, 'mine' | 'theirs'>) => void; onDismiss: () => void };

export function MoveConflictDialog({ conflict, onResolve, onDismiss }: Props) {
  return (
    <Dialog
      open={!!conflict}
      onOpenChange={(o) => (o ? undefined : onDismiss())}
      title="Changed elsewhere meanwhile"
      description={conflict ? `“${conflict.session.title || 'Untitled session'}” was changed by someone else since the grid showed it. Nothing was saved.` : undefined}
      size="lg"
    >
      {conflict ? (
        <ConflictPanel fields={conflict.conflicts} sections={[]} labels={MOVE_FIELD_LABELS} onResolve={(c) => onResolve(c.fields)} onCancel={onDismiss} cancelLabel="Leave it as it is now" />
      ) : null}
    </Dialog>
  );
}
