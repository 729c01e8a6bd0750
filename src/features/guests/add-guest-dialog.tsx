import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useAddGuest } from '../../api/guest-queries';
import { isApiError } from '../../api/errors';
import { addGuestBodySchema, type AddGuestBody } from '../../contract/guest';
import { normaliseEmail } from '../../contract/common';
import { bindApiErrors } from '../../components/form/bind-api-errors';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';

type FormValues = { userEmail: string; name: string; role: string; company: string; phone: string; url: string; country: string };
const EMPTY: FormValues = { userEmail: '', name: '', role: '', company: '', phone: '', url: '', country: '' };
const FIELDS = Object.keys(EMPTY);
/** The form always holds every field (empty when not given), so its schema is the body's with each field present. */
const addGuestFormSchema = addGuestBodySchema.required();

export type AddGuestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Href of a guest's detail (for the "already registered" link). */
  detailHref: (email: string) => string;
  onSaved: (result: { email: string; warnings: string[]; ignoredFields: string[] }) => void;
};

/** Registers one guest; the e-mail is shown as it will be stored, and an already registered e-mail links to that guest. */
export function AddGuestDialog({ open, onOpenChange, detailHref, onSaved }: AddGuestDialogProps) {
  const form = useForm<FormValues, unknown, AddGuestBody>({
    resolver: zodResolver(addGuestFormSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, watch, formState, setError, reset } = form;
  // What was typed survives a reload or an expired key until it is saved.
  const draft = usePersistedDraft(form, 'guest:new');
  const mutation = useAddGuest();
  const [conflict, setConflict] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const email = watch('userEmail');
  const stored = normaliseEmail(email ?? '');

  const submit = handleSubmit(async (values) => {
    setConflict(null);
    setGeneral([]);
    const body: AddGuestBody = { userEmail: values.userEmail };
    for (const k of ['name', 'role', 'company', 'phone', 'url', 'country'] as const) if (values[k]) body[k] = values[k];
    try {
      const result = await mutation.mutateAsync(body);
      toast.success(`${body.userEmail} is now a guest.`);
      onSaved({ email: body.userEmail, warnings: result.warnings, ignoredFields: result.ignoredFields });
      draft.clearDraft();
      reset(EMPTY);
      onOpenChange(false);
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        setConflict(body.userEmail);
        return;
      }
      setGeneral(bindApiErrors(e, setError, FIELDS));
    }
  });

  const err = (k: keyof FormValues) => formState.errors[k]?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a guest"
      description="Registers one guest on the event."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="add-guest-form" busy={formState.isSubmitting}>
            Add guest
          </Button>
        </>
      }
    >
      <form id="add-guest-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="E-mail"
          required
          type="email"
          autoComplete="off"
          className="sm:col-span-2"
          error={err('userEmail')}
          hint={stored ? <>Saved as <span className="font-mono text-slate-800" data-testid="stored-email">{stored}</span></> : 'Capital letters and spaces around the address do not matter.'}
          {...register('userEmail', { onChange: () => setConflict(null) })}
        />
        {conflict ? (
          <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 sm:col-span-2">
            <p>
              <strong>{conflict}</strong> is already registered as a guest, so nothing was changed.
            </p>
            <Link to={detailHref(conflict)} onClick={() => onOpenChange(false)} className="mt-1 inline-block font-medium text-indigo-700 underline">
              Open {conflict}
            </Link>
          </div>
        ) : null}
        <TextField label="Name" autoComplete="off" error={err('name')} {...register('name')} />
        <TextField label="Role" autoComplete="off" error={err('role')} {...register('role')} />
        <TextField label="Company" autoComplete="off" error={err('company')} {...register('company')} />
        <TextField label="Country" autoComplete="off" error={err('country')} {...register('country')} />
        <TextField label="Phone" type="tel" autoComplete="off" error={err('phone')} {...register('phone')} />
        <TextField label="Website" type="url" autoComplete="off" error={err('url')} {...register('url')} />
        {general.length > 0 ? (
          <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 sm:col-span-2">
            {general.map((g, i) => (
              <p key={i}>{g}</p>
            ))}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
