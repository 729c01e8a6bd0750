import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionQueries } from '../../api/session-queries';
import { addTicket, ticketQueries, useAddTicket } from '../../api/ticket-queries';
import { LIMITS, emailSchema, normaliseEmail } from '../../contract/common';
import { addTicketBodySchema, type AddTicketBody, type Ticket } from '../../contract/ticket';
import type { SaveReport } from '../../api/save-cycle';
import { keptElsewhereText, rereadFailedText } from '../../api/save-cycle-words';
import { changesBetween } from '../../api/three-way-merge';
import { ConflictPanel } from '../../components/form/conflict-panel';
import { useSaveCycle } from '../../components/form/use-save-cycle';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { GuestCombobox } from '../../components/guest-picker/guest-combobox';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { caseVariantOf } from './ticket-list-view';

type AddTicketResult = Awaited<ReturnType<typeof addTicket>>;

type FormValues = { userEmail: string; ticketType: string; sessionId: string; externalQrValue: string };
const EMPTY: FormValues = { userEmail: '', ticketType: '', sessionId: '', externalQrValue: '' };
const FIELDS = Object.keys(EMPTY);
/** The form always holds every field (empty when not given), so its schema is the body's with each field present. */
const addTicketFormSchema = addTicketBodySchema.required();

/**
 * A guest's ticket of one type as the save cycle sees it: whether it exists, and what an overwrite replaces (its
 * fields beyond guest and type, empty when none). A ticket has no id of its own: guest and type name it.
 */
type TicketRecord = { exists: boolean; sessionId: string; externalQrValue: string };
const LABELS = { sessionId: 'Grants access to', externalQrValue: 'External QR value' };
const recordOf = (t: Ticket | undefined): TicketRecord => ({ exists: !!t, sessionId: t?.sessionId ?? '', externalQrValue: t?.externalQrValue ?? '' });

export type AddTicketDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Types already in use, offered as suggestions. */
  types: string[];
  onSaved: (result: { email: string; ticketType: string; warnings: string[]; ignoredFields: string[] }) => void;
};

/**
 * Creates a ticket. One ticket exists per guest and type, so when the guest
 * already has a ticket of this type the form shows it before saving.
 *
 * Saved through the one save cycle (api/save-cycle.ts): the guest's ticket is
 * read again just before saving; if it changed (or appeared) elsewhere since it
 * was shown, fields this form leaves as shown take the other value, and a field
 * set differently on both sides is asked in the conflict panel before anything
 * is sent. An overwrite replaces the whole ticket, so every field is sent.
 */
export function AddTicketDialog({ open, onOpenChange, types, onSaved }: AddTicketDialogProps) {
  const form = useForm<FormValues, unknown, AddTicketBody>({ resolver: zodResolver(addTicketFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, watch, control, formState, setError, reset } = form;
  // What was typed survives a reload or an expired key until it is saved.
  const draft = usePersistedDraft(form, 'ticket:new');
  const mutation = useAddTicket();
  const save = useSaveCycle<TicketRecord, AddTicketResult>();
  const sessions = useQuery(sessionQueries.list());
  const [general, setGeneral] = useState<string[]>([]);
  const qc = useQueryClient();

  const email = watch('userEmail') ?? '';
  const type = watch('ticketType') ?? '';
  const qr = watch('externalQrValue') ?? '';
  const validEmail = emailSchema.safeParse(email).success ? normaliseEmail(email) : '';
  const guestTickets = useQuery({ ...ticketQueries.byGuest(validEmail), enabled: open && validEmail !== '' });
  const existing = type ? guestTickets.data?.find((t) => t.ticketType === type) : undefined;
  const variant = caseVariantOf(type, types);
  const sessionTitle = (id: string) => (id ? (sessions.data?.find((s) => s.documentId === id)?.title ?? id) : 'General admission');

  /** The end of a save (sent, nothing to send, refused, or not read again); a conflict waits in the panel. */
  function settle(report: SaveReport<TicketRecord, AddTicketResult>, userEmail: string, ticketType: string, shownExisted: boolean) {
    if (report.phase === 'failed') {
      if (report.failure?.step === 're-read') setGeneral([rereadFailedText('ticket', report.failure.error)]);
      else setGeneral(bindApiErrors(report.failure?.error, setError, FIELDS));
      return;
    }
    if (report.phase !== 'saved') return;
    const overwrote = shownExisted || !!report.latest?.exists;
    toast.success(overwrote ? `${userEmail}'s ${ticketType} ticket was overwritten.` : `${userEmail} has a ${ticketType} ticket.`);
    const kept = keptElsewhereText(report.keptElsewhere.map((f) => LABELS[f as keyof typeof LABELS]));
    if (kept) toast.info(kept);
    onSaved({ email: userEmail, ticketType, warnings: report.warnings, ignoredFields: report.ignoredFields });
    save.cycle.cancel();
    draft.clearDraft();
    reset(EMPTY);
    onOpenChange(false);
  }

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const { userEmail, ticketType } = values;
    const shown = recordOf(existing);
    const mine: TicketRecord = { exists: true, sessionId: values.sessionId ?? '', externalQrValue: values.externalQrValue ?? '' };
    const report = await save.cycle.save({
      readLatest: async () => recordOf((await qc.fetchQuery({ ...ticketQueries.byGuest(userEmail), staleTime: 0 })).find((t) => t.ticketType === ticketType)),
      base: shown,
      // The ticket is always written (an overwrite replaces it whole); only its fields are merged with elsewhere.
      changes: { ...changesBetween(shown, mine), exists: true },
      theirChanges: (latest) => changesBetween({ ...shown, exists: latest.exists }, latest),
      send: async (body, latest) => {
        const ticket = { ...(latest ?? recordOf(undefined)), ...body } as TicketRecord;
        const sent: AddTicketBody = { userEmail, ticketType };
        if (ticket.sessionId) sent.sessionId = ticket.sessionId;
        if (ticket.externalQrValue) sent.externalQrValue = ticket.externalQrValue;
        const result = await mutation.mutateAsync(sent);
        return { data: result, warnings: result.warnings, ignoredFields: result.ignoredFields };
      },
    });
    settle(report, userEmail, ticketType, shown.exists);
  });

  const waiting = save.state.phase === 'conflict' ? { fields: save.state.conflicts.fields, email: validEmail, type } : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a ticket"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="add-ticket-form" variant={existing ? 'danger' : 'primary'} busy={formState.isSubmitting || save.busy}>
            {existing ? 'Overwrite ticket' : 'Add ticket'}
          </Button>
        </>
      }
    >
      <form id="add-ticket-form" noValidate onSubmit={submit} className="space-y-4">
        <Controller
          control={control}
          name="userEmail"
          render={({ field, fieldState }) => (
            <GuestCombobox
              label="Guest"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              hint="Type a name or e-mail to find a guest."
            />
          )}
        />
        <div>
          <TextField
            label="Ticket type"
            required
            list="ticket-type-options"
            autoComplete="off"
            error={formState.errors.ticketType?.message}
            hint={variant ? `Types are case-sensitive: this is a new type, not the existing “${variant}”.` : 'Pick an existing type or type a new one. Case-sensitive.'}
            {...register('ticketType')}
          />
          <datalist id="ticket-type-options">
            {types.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </div>
        <SelectField
          label="Grants access to"
          error={formState.errors.sessionId?.message}
          options={[{ value: '', label: 'General admission (no session)' }, ...(sessions.data ?? []).map((s) => ({ value: s.documentId, label: [s.title, s.date, s.startTime].filter(Boolean).join(' · ') }))]}
          hint={sessions.isError ? 'Sessions could not be loaded; general admission is still possible.' : undefined}
          {...register('sessionId')}
        />
        <TextareaField
          label="External QR value"
          rows={3}
          maxChars={LIMITS.externalQrValue}
          value={qr}
          error={formState.errors.externalQrValue?.message}
          hint="Only when an outside system scans this ticket: its QR code becomes exactly this text. Leave empty for a normal ticket."
          {...register('externalQrValue')}
        />
        {existing ? (
          <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="overwrite-warning">
            <p className="font-semibold">
              {validEmail} already has a {existing.ticketType} ticket. Saving overwrites it.
            </p>
            <dl className="mt-1 grid grid-cols-[8rem_1fr] gap-x-3">
              <dt>Grants access to</dt>
              <dd>{sessionTitle(existing.sessionId)}</dd>
              <dt>External QR value</dt>
              <dd className="break-all font-mono text-xs">{existing.externalQrValue || 'none (a normal ticket)'}</dd>
            </dl>
          </div>
        ) : null}
        {waiting ? (
          <ConflictPanel
            fields={waiting.fields}
            sections={[]}
            labels={LABELS}
            busy={save.busy}
            onCancel={() => save.cycle.cancel()}
            onResolve={(choices) => {
              void save.cycle.resolve(choices).then((report) => settle(report, waiting.email, waiting.type, !!existing));
            }}
          />
        ) : null}
        {general.length > 0 ? (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {general.map((g, i) => (
              <p key={i}>{g}</p>
            ))}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
