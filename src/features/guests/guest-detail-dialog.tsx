import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../api/session-queries';
import { QrCode, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { removeGuest, useRemoveGuest } from '../../api/guest-queries';
import { ticketQueries } from '../../api/ticket-queries';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import type { GuestRow } from './guest-list-view';
import { paths, withQuery } from '../../paths';

export type GuestDetailDialogProps = {
  email: string;
  /** The guest from the list, or undefined when no registered guest has this e-mail. */
  guest: GuestRow | undefined;
  listLoading: boolean;
  onClose: () => void;
};

/** One guest: their fields, their tickets (`/getGuestTickets`) and removal. */
export function GuestDetailDialog({ email, guest, listLoading, onClose }: GuestDetailDialogProps) {
  const tickets = useQuery(ticketQueries.byGuest(email));
  const sessions = useQuery(sessionQueries.list());
  const remove = useRemoveGuest();
  const [confirming, setConfirming] = useState(false);
  const dryRun = useCallback(() => removeGuest(email, { dryRun: true }), [email]);
  const sessionTitle = (id: string) => (id ? (sessions.data?.find((s) => s.documentId === id)?.title ?? id) : 'General admission');

  const facts: [string, string][] = guest
    ? [
        ['E-mail', guest.email],
        ['Role', guest.role],
        ['Company', guest.company],
        ['Country', guest.country],
        ['Phone', guest.phone],
        ['Website', guest.url],
        ['Registered', guest.registered ? 'Yes' : 'No'],
        ['Event role', guest.speaker ? 'Speaker' : 'Attendee'],
      ]
    : [];

  return (
    <>
      <Dialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={guest ? guest.name || guest.email : email}
        size="lg"
        footer={
          guest ? (
            <>
              <Link to={withQuery(paths.tickets.link(), { q: email })} className={buttonClasses('secondary')}>
                Manage tickets
              </Link>
              {!guest.speaker ? (
                <Button variant="danger" icon={<Trash2 aria-hidden className="size-4" />} onClick={() => setConfirming(true)}>
                  Remove guest
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      >
        {listLoading ? (
          <LoadingState label="Loading the guest…" shape="inline" />
        ) : !guest ? (
          <p className="text-sm text-slate-700">No registered guest has the e-mail {email}. They may have been removed.</p>
        ) : (
          <div className="space-y-5 text-sm">
            <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5">
              {facts.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600">{k}</dt>
                  <dd className="min-w-0 break-words text-slate-900">{v || '—'}</dd>
                </div>
              ))}
            </dl>
            {guest.speaker ? (
              <p className="rounded-md bg-slate-50 p-3 text-slate-700 ring-1 ring-slate-200">
                This guest is listed because they are a speaker with an e-mail. Manage them on the speakers page.
              </p>
            ) : null}
            <section aria-labelledby="guest-tickets-heading">
              <h3 id="guest-tickets-heading" className="mb-2 font-semibold text-slate-900">
                Tickets
              </h3>
              {tickets.isPending ? (
                <LoadingState label="Loading tickets…" shape="inline" />
              ) : tickets.isError ? (
                <ErrorState error={tickets.error} title="Tickets could not be loaded" onRetry={() => tickets.refetch()} />
              ) : tickets.data.length === 0 ? (
                <p className="text-slate-600">No tickets yet.</p>
              ) : (
                <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
                  {tickets.data.map((t) => (
                    <li key={t.ticketType} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <span className="font-medium text-slate-900">{t.ticketType}</span>
                      <span className="text-slate-700">{sessionTitle(t.sessionId)}</span>
                      {t.externalQrValue ? (
                        <span className="inline-flex items-center gap-1 text-xs text-slate-700">
                          <QrCode aria-hidden className="size-3.5" /> Externally scanned
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${email}?`}
        destructive
        confirmLabel="Remove guest"
        dryRun={dryRun}
        onConfirm={async () => {
          await remove.mutateAsync(email);
          toast.success(`${email} was removed.`);
          onClose();
        }}
      >
        <p>The guest is unregistered from the event. They can be added again later.</p>
      </ConfirmDialog>
    </>
  );
}
