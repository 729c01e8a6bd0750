import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { sessionQueries } from '../../api/session-queries';
import { ticketQueries, useAddTicket } from '../../api/ticket-queries';
import { LIMITS, emailSchema, normaliseEmail } from '../../contract/common';
import { addTicketBodySchema, type AddTicketBody, type Ticket } from '../../contract/ticket';
import { describeError } from '../../api/errors';
import { ConflictPanel } from '../../components/form/conflict-panel';
import { listOfLabels } from '../../components/form/merge-wording';
import { applyChoices, mergeFields, same, type FieldMerge } from '../../api/three-way-merge';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { GuestCombobox } from '../../components/guest-picker/guest-combobox';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { caseVariantOf } from './ticket-list-view';

type FormValues = { userEmail: string; ticketType: string; sessionId: string; externalQrValue: string };
const EMPTY: FormValues = { userEmail: '', ticketType: '', sessionId: '', externalQrValue: '' };
const FIELDS = Object.keys(EMPTY);
/** The form always holds every field (empty when not given), so its schema is the body's with each field present. */
const addTicketFormSchema = addTicketBodySchema.required();

/** What an overwrite replaces: the ticket's fields beyond guest and type (empty when none). */
type TicketFields = { sessionId: string; externalQrValue: string };
const NO_TICKET: TicketFields = { sessionId: '', externalQrValue: '' };
const LABELS = { sessionId: 'Grants access to', externalQrValue: 'External QR value' };
const fieldsOf = (t: Ticket | undefined): TicketFields => (t ? { sessionId: t.sessionId ?? '', externalQrValue: t.externalQrValue ?? '' } : NO_TICKET);
type Overwrite = { guest: string; type: string; merge: FieldMerge; now: TicketFields; existed: boolean };

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
 * Read before write: the guest's tickets are read again just before saving. If
 * the ticket changed (or appeared) elsewhere since it was shown, the overwrite
 * is merged with it: fields this form leaves as shown take the other value,
 * and a field set differently on both sides is asked before anything is sent
 * (an overwrite replaces the whole ticket, so every field is sent).
 */
export function AddTicketDialog({ open, onOpenChange, types, onSaved }: AddTicketDialogProps) {
  const form = useForm<FormValues, unknown, AddTicketBody>({ resolver: zodResolver(addTicketFormSchema), defaultValues: EMPTY });
  const { register, handleSubmit, watch, control, formState, setError, reset } = form;
  // What was typed survives a reload or an expired key until it is saved.
  const draft = usePersistedDraft(form, 'ticket:new');
  const mutation = useAddTicket();
  const sessions = useQuery(sessionQueries.list());
  const [general, setGeneral] = useState<string[]>([]);
  const [overwrite, setOverwrite] = useState<Overwrite | null>(null);
  const qc = useQueryClient();

  const email = watch('userEmail') ?? '';
  const type = watch('ticketType') ?? '';
  const qr = watch('externalQrValue') ?? '';
  const validEmail = emailSchema.safeParse(email).success ? normaliseEmail(email) : '';
  const guestTickets = useQuery({ ...ticketQueries.byGuest(validEmail), enabled: open && validEmail !== '' });
  const existing = type ? guestTickets.data?.find((t) => t.ticketType === type) : undefined;
  const variant = caseVariantOf(type, types);
  const sessionTitle = (id: string) => (id ? (sessions.data?.find((s) => s.documentId === id)?.title ?? id) : 'General admission');

  async function write(userEmail: string, ticketType: string, fields: TicketFields, overwrites: boolean, kept: string[] = []) {
    const body: AddTicketBody = { userEmail, ticketType };
    if (fields.sessionId) body.sessionId = fields.sessionId;
    if (fields.externalQrValue) body.externalQrValue = fields.externalQrValue;
    try {
      const result = await mutation.mutateAsync(body);
      toast.success(overwrites ? `${body.userEmail}'s ${body.ticketType} ticket was overwritten.` : `${body.userEmail} has a ${body.ticketType} ticket.`);
      if (kept.length) toast.info(`Kept the change${kept.length === 1 ? '' : 's'} made elsewhere to ${listOfLabels(kept.map((k) => LABELS[k as keyof TicketFields]))}.`);
      onSaved({ email: body.userEmail, ticketType: body.ticketType, warnings: result.warnings, ignoredFields: result.ignoredFields });
      draft.clearDraft();
      reset(EMPTY);
      onOpenChange(false);
    } catch (e) {
      setGeneral(bindApiErrors(e, setError, FIELDS));
    }
  }

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const mine: TicketFields = { sessionId: values.sessionId ?? '', externalQrValue: values.externalQrValue ?? '' };
    let fresh: Ticket | undefined;
    try {
      fresh = (await qc.fetchQuery({ ...ticketQueries.byGuest(values.userEmail), staleTime: 0 })).find((t) => t.ticketType === values.ticketType);
    } catch (e) {
      setGeneral([`The guest's tickets could not be read again before saving: ${describeError(e)}`]);
      return;
    }
    const shown = fieldsOf(existing);
    const now = fieldsOf(fresh);
    if (!fresh || same(shown, now) || (!existing && same(mine, now))) return write(values.userEmail, values.ticketType, mine, !!fresh);
    // The ticket changed (or appeared) elsewhere since it was shown: merge, and ask where both sides differ.
    const merge = mergeFields(shown, mine, now);
    if (merge.conflicts.length > 0) return setOverwrite({ guest: values.userEmail, type: values.ticketType, merge, now, existed: true });
    return write(values.userEmail, values.ticketType, { ...now, ...merge.send } as TicketFields, true, merge.keptElsewhere);
  });

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
          <Button type="submit" form="add-ticket-form" variant={existing ? 'danger' : 'primary'} busy={formState.isSubmitting}>
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
        {overwrite ? (
          <ConflictPanel
            fields={overwrite.merge.conflicts}
            sections={[]}
            labels={LABELS}
            busy={mutation.isPending}
            onCancel={() => setOverwrite(null)}
            onResolve={(choices) => {
              setOverwrite(null);
              void write(overwrite.guest, overwrite.type, { ...overwrite.now, ...applyChoices(overwrite.merge, choices.fields) } as TicketFields, overwrite.existed, overwrite.merge.keptElsewhere);
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
