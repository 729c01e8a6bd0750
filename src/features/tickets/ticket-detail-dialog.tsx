import { useCallback, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { removeTicket, useRemoveTicket } from '../../api/ticket-queries';
import type { Ticket } from '../../contract/ticket';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { LoadingState } from '../../components/ui/loading-state';
import { TicketQr } from './ticket-qr';

export type TicketDetailDialogProps = {
  email: string;
  type: string;
  ticket: Ticket | undefined;
  loading: boolean;
  sessionTitle: (id: string) => string;
  onClose: () => void;
};

/** One ticket: what it grants, its QR code when an outside system scans it, and removal. */
export function TicketDetailDialog({ email, type, ticket, loading, sessionTitle, onClose }: TicketDetailDialogProps) {
  const remove = useRemoveTicket();
  const [confirming, setConfirming] = useState(false);
  const dryRun = useCallback(() => removeTicket({ userEmail: email, ticketType: type }, { dryRun: true }), [email, type]);
  return (
    <>
      <Dialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={`${type} ticket`}
        description={<span className="[overflow-wrap:anywhere]">{email}</span>}
        footer={
          ticket ? (
            <Button variant="danger" icon={<Trash2 aria-hidden className="size-4" />} onClick={() => setConfirming(true)}>
              Remove ticket
            </Button>
          ) : undefined
        }
      >
        {loading ? (
          <LoadingState label="Loading the ticket…" shape="inline" />
        ) : !ticket ? (
          <p className="text-sm text-slate-700">
            {email} has no {type} ticket. It may have been removed.
          </p>
        ) : (
          <div className="space-y-4 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="text-slate-600">Type</dt>
              <dd className="text-slate-900">{ticket.ticketType}</dd>
              <dt className="text-slate-600">Grants access to</dt>
              <dd className="text-slate-900">{sessionTitle(ticket.sessionId)}</dd>
            </dl>
            {ticket.externalQrValue ? (
              <TicketQr value={ticket.externalQrValue} />
            ) : (
              <p className="rounded-md bg-slate-50 p-3 text-slate-700 ring-1 ring-slate-200">A normal ticket: the app and guest portal show their own QR code for it.</p>
            )}
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${email}'s ${type} ticket?`}
        destructive
        confirmLabel="Remove ticket"
        dryRun={dryRun}
        onConfirm={async () => {
          await remove.mutateAsync({ userEmail: email, ticketType: type });
          toast.success(`${email}'s ${type} ticket was removed.`);
          onClose();
        }}
      >
        <p>The guest loses this ticket. Their other tickets stay.</p>
      </ConfirmDialog>
    </>
  );
}
