import { Dialog } from '../../components/ui/dialog';

export const BOARD_KEYS: readonly { keys: string[]; does: string }[] = [
  { keys: ['j', '↓'], does: 'Next question' },
  { keys: ['k', '↑'], does: 'Previous question' },
  { keys: ['a'], does: 'Approve' },
  { keys: ['r'], does: 'Reject' },
  { keys: ['p'], does: 'Back to pending' },
  { keys: ['Enter'], does: 'Answer (in the answer box: Enter saves, Shift+Enter starts a new line)' },
  { keys: ['Shift', 'Enter'], does: 'Answer' },
  { keys: ['e'], does: 'Edit the wording' },
  { keys: ['Delete'], does: 'Delete (asks first; permanent)' },
  { keys: ['z'], does: 'Undo the last moderation action' },
  { keys: ['s'], does: 'Show the question on the room’s screen (approved or answered ones)' },
  { keys: ['c'], does: 'Clear the screen (back to the approved questions)' },
  { keys: ['Alt', '↑'], does: 'Move an approved question up the queue' },
  { keys: ['Alt', '↓'], does: 'Move an approved question down the queue' },
  { keys: ['Alt', 'Home'], does: 'Ask an approved question next (top of the queue)' },
  { keys: ['Space'], does: 'On a question’s drag handle: pick it up, move it with ↑ / ↓, Space again to drop it (Escape puts it back)' },
  { keys: ['1', '2', '3', '4', '5'], does: 'Pending, Approved, Answered, Rejected, Archived' },
  { keys: ['n'], does: 'Show new questions now' },
  { keys: ['?'], does: 'Show these keys' },
];

export function KeyboardHelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="Keys act on the highlighted question. They do nothing while you type in a field.">
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {BOARD_KEYS.map((k) => (
            <tr key={k.does}>
              <td className="py-1.5 pr-4 whitespace-nowrap">
                {k.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? <span className="text-slate-500">{k.keys[0] === 'Shift' || k.keys[0] === 'Alt' ? ' + ' : ' / '}</span> : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">{key}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-1.5 text-slate-700">{k.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
