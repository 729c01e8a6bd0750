import { useState } from 'react';
import type { Session } from '../../contract/session';
import { useSetSessionHasPoll } from '../../api/poll-queries';
import { describeError } from '../../api/errors';
import { SwitchField } from '../../components/ui/switch-field';
import { WarningsBanner } from '../../components/ui/warnings-banner';

/** The session's `hasPoll`: attendees reach its polls only while it is on. */
export function HasPollSwitch({ session }: { session: Session }) {
  const write = useSetSessionHasPoll();
  const [note, setNote] = useState<{ warnings: string[]; ignoredFields: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const on = write.isPending && write.variables ? write.variables.hasPoll : session.hasPoll;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <SwitchField
        id={`has-poll-${session.documentId}`}
        label="Polls open to attendees in this session"
        hint={
          on
            ? 'On: attendees can reach this session’s polls in the app (each poll’s own switches still apply).'
            : 'Off: attendees cannot reach any poll of this session until this is on. You can still prepare polls here.'
        }
        checked={on}
        disabled={write.isPending}
        onCheckedChange={(hasPoll) => {
          setError(null);
          write.mutate(
            { sessionId: session.documentId, hasPoll },
            {
              onSuccess: (r) => setNote(r.warnings.length || r.ignoredFields.length ? { warnings: r.warnings, ignoredFields: r.ignoredFields } : null),
              onError: (e) => setError(describeError(e)),
            },
          );
        }}
      />
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          The switch was not saved: {error}
        </p>
      ) : null}
      {note ? (
        <div className="mt-2">
          <WarningsBanner title="Session saved, with warnings" warnings={note.warnings} ignoredFields={note.ignoredFields} onDismiss={() => setNote(null)} />
        </div>
      ) : null}
    </div>
  );
}
