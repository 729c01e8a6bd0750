import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { placeWords } from './move-words';
import type { MoveQuestion } from './use-session-moves';

/** A move that touches what attendees see now, or a large one: asked before it is saved, naming the session. */
export function MoveQuestionDialog({ question, onConfirm, onCancel }: { question: MoveQuestion | null; onConfirm: () => void; onCancel: () => void }) {
  const title = question?.session.title || 'Untitled session';
  return (
    <Dialog
      open={!!question}
      onOpenChange={(o) => (o ? undefined : onCancel())}
      title={`Move “${title}”?`}
      description={question ? `From ${placeWords(question.base)} to ${placeWords(question.to)}. Attendees see the change in the app at once.` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Leave it where it is
          </Button>
          <Button onClick={onConfirm}>Move it</Button>
        </>
      }
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800" data-testid="move-reasons">
        {question?.reasons.map((r) => <li key={r}>{r}</li>)}
      </ul>
    </Dialog>
  );
}
