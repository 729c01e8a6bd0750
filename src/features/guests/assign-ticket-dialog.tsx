import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../api/session-queries';
import { addTicket, ticketQueries, useInvalidateTickets } from '../../api/ticket-queries';
import { LIMITS } from '../../contract/common';
import { countOutcomes, runImport, type PlannedRow, type RowResult } from '../../components/table-import/import-run';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';

export type AssignTicketDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  emails: string[];
  onDone: () => void;
};

type Item = { userEmail: string; ticketType: string; sessionId: string };

/** Gives many selected guests a ticket of one type, one request after another, with progress. */
export function AssignTicketDialog({ open, onOpenChange, emails, onDone }: AssignTicketDialogProps) {
  const all = useQuery(ticketQueries.list());
  const sessions = useQuery(sessionQueries.list());
  const invalidate = useInvalidateTickets();
  const [type, setType] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [typeError, setTypeError] = useState<string | undefined>();
  const [progress, setProgress] = useState<{ sent: number; toSend: number } | null>(null);
  const [results, setResults] = useState<RowResult[] | null>(null);
  const abort = useRef<AbortController | null>(null);

  const types = useMemo(() => [...new Set((all.data ?? []).map((t) => t.ticketType))].sort(), [all.data]);
  const existing = useMemo(() => {
    const set = new Set((all.data ?? []).filter((t) => t.ticketType === type).map((t) => (t.userEmail || t.EMAIL).toLowerCase()));
    return emails.filter((e) => set.has(e)).length;
  }, [all.data, type, emails]);
  const running = progress !== null && results === null;

  async function start() {
    if (!type.trim()) {
      setTypeError('is required');
      return;
    }
    const rows: PlannedRow<Item>[] = emails.map((email, i) => ({ line: i + 1, values: { userEmail: email }, item: { userEmail: email, ticketType: type, sessionId }, problems: [] }));
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ sent: 0, toSend: rows.length });
    const final = await runImport(
      rows,
      async (item, signal) => {
        const r = await addTicket(item, { priority: 'bulk', signal });
        return { kind: 'done', label: 'Ticket given', message: r.warnings.join(' ') || undefined };
      },
      { signal: controller.signal, onProgress: (p) => setProgress({ sent: p.sent, toSend: p.toSend }) },
    );
    setResults(final);
    void invalidate();
  }

  function close() {
    setProgress(null);
    setResults(null);
    setTypeError(undefined);
    onOpenChange(false);
    if (results) onDone();
  }

  const counts = results ? countOutcomes(results) : null;
  const failed = results?.filter((r) => r.outcome.kind === 'failed') ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (!o && !running ? close() : undefined)}
      dismissible={!running}
      title={`Give ${emails.length} ${emails.length === 1 ? 'guest' : 'guests'} a ticket`}
      footer={
        results ? (
          <Button onClick={close}>Done</Button>
        ) : running ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            Stop
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={start} disabled={emails.length === 0}>
              Give tickets
            </Button>
          </>
        )
      }
    >
      {progress === null ? (
        <div className="space-y-4">
          <TextField
            label="Ticket type"
            required
            list="assign-ticket-types"
            value={type}
            maxLength={200}
            error={typeError}
            hint="Case-sensitive: VIP and vip are two types."
            onChange={(e) => {
              setType(e.target.value);
              setTypeError(undefined);
            }}
          />
          <datalist id="assign-ticket-types">
            {types.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
          <SelectField
            label="Grants access to"
            value={sessionId}
            onChange={(e) => setSessionId(e.target.value)}
            options={[{ value: '', label: 'General admission' }, ...(sessions.data ?? []).map((s) => ({ value: s.documentId, label: s.title }))]}
          />
          {existing > 0 ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
              {existing} of the selected guests already {existing === 1 ? 'has' : 'have'} a {type} ticket; it will be overwritten (one ticket per guest and type).
            </p>
          ) : null}
          <p className="text-xs text-slate-600">Requests are sent one after another within the limit of {LIMITS.requestsPerMinute} a minute.</p>
        </div>
      ) : (
        <div className="space-y-3 text-sm">
          <div className="flex justify-between text-slate-700">
            <span id="assign-progress-label">{results ? 'Finished' : 'Giving tickets…'}</span>
            <span className="tabular-nums">
              {progress.sent} of {progress.toSend}
            </span>
          </div>
          <div role="progressbar" aria-labelledby="assign-progress-label" aria-valuemin={0} aria-valuemax={progress.toSend} aria-valuenow={progress.sent} className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full bg-indigo-600" style={{ width: `${progress.toSend ? (progress.sent / progress.toSend) * 100 : 100}%` }} />
          </div>
          {counts ? (
            <ul className="flex flex-wrap gap-2">
              {Object.entries(counts).map(([label, n]) => (
                <li key={label} className="rounded-md bg-slate-100 px-2 py-1 text-slate-800">
                  {label}: <strong>{n}</strong>
                </li>
              ))}
            </ul>
          ) : null}
          {failed.length > 0 ? (
            <ul className="max-h-48 list-disc overflow-auto pl-5 text-red-900">
              {failed.map((r) => (
                <li key={r.line}>
                  {r.values.userEmail}: {r.outcome.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
