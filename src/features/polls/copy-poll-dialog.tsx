import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Copy } from 'lucide-react';
import type { Poll } from '../../contract/poll';
import type { Session } from '../../contract/session';
import { pollQueries, useUpsertPoll } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { paths } from '../../paths';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { copyDescription, pollCopyBody } from './copy-poll';
import { sessionLabel } from './use-poll-groups';

/**
 * "Copy to another session": choose the session; the copy (question, options, settings; never the votes)
 * is created there as a hidden draft at the end of its polls, and the toast offers to open it.
 */
export function CopyPollDialog({ poll, sessions, onClose }: { poll: Poll; sessions: readonly Session[]; onClose: () => void }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const upsert = useUpsertPoll();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | undefined>();
  const choices = sessions.filter((s) => s.documentId !== poll.sessionId);
  const chosen = choices.find((s) => s.documentId === target);

  async function copy() {
    if (!chosen) {
      setError('Choose the session to copy the poll to');
      return;
    }
    setError(undefined);
    try {
      const there = await qc.fetchQuery(pollQueries.list(chosen.documentId));
      await upsert.mutateAsync(pollCopyBody(poll, chosen.documentId, there));
      onClose();
      toast.success(`Copied to “${chosen.title}” as a draft`, {
        action: { label: 'Open its polls', onClick: () => navigate(paths.sessionPolls.link(chosen.documentId)) },
      });
    } catch (e) {
      setError(`The poll was not copied: ${describeError(e)}`);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (!open ? onClose() : undefined)}
      title="Copy to another session"
      description={`“${poll.question}”`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button icon={<Copy aria-hidden className="size-4" />} busy={upsert.isPending} onClick={() => void copy()}>
            Copy poll
          </Button>
        </>
      }
    >
      <div className="grid gap-3 text-sm text-slate-700">
        <SelectField
          label="Session"
          placeholder={choices.length ? 'Choose a session' : 'No other session yet'}
          value={target}
          required
          error={error}
          onChange={(e) => {
            setTarget(e.target.value);
            setError(undefined);
          }}
          options={choices.map((s) => ({ value: s.documentId, label: `${sessionLabel(s, s.documentId)}${s.hasPoll ? '' : ' · polls off'}` }))}
        />
        <p>
          Copied: {copyDescription(poll).join('; ')}. Not copied: its votes{poll.whitelistId ? ', its own list of invited attendees (the copy uses the session’s list)' : ''}. The copy
          starts as a hidden draft.
        </p>
        {chosen && !chosen.hasPoll ? <p className="text-amber-900">Polls are switched off in “{chosen.title}”: attendees will not reach the copy until they are switched on.</p> : null}
      </div>
    </Dialog>
  );
}
