import { useId, useState } from 'react';
import { Plus } from 'lucide-react';
import type { Session } from '../../contract/session';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { sessionLabel } from './use-poll-groups';

/** On `/polls`: choose a session, then open the new-poll form for it. */
export function NewPollPicker({ sessions, loading, onNew }: { sessions: readonly Session[]; loading: boolean; onNew: (sessionId: string) => void }) {
  const [newIn, setNewIn] = useState('');
  const why = useId();
  return (
    <div className="mb-6 flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <SelectField
        label="Create a poll in"
        className="min-w-0 flex-1 sm:max-w-md"
        placeholder={loading ? 'Loading sessions…' : 'Choose a session'}
        value={newIn}
        onChange={(e) => setNewIn(e.target.value)}
        options={sessions.map((s) => ({ value: s.documentId, label: sessionLabel(s, s.documentId) }))}
      />
      <Button icon={<Plus aria-hidden className="size-4" />} disabled={!newIn} aria-describedby={newIn ? undefined : why} onClick={() => onNew(newIn)}>
        New poll
      </Button>
      {newIn ? null : (
        <p id={why} className="w-full text-xs text-slate-600">
          Choose a session first: a poll belongs to one session.
        </p>
      )}
    </div>
  );
}
