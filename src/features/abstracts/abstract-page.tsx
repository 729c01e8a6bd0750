import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Controller, get, useForm, useWatch, type Path } from 'react-hook-form';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { abstractQueries, deleteAbstract, useDeleteAbstract, useUpsertAbstract, type AbstractWrite, type FieldChange } from '../../api/abstract-queries';
import { eventQueries } from '../../api/event-queries';
import { isApiError } from '../../api/errors';
import { sessionQueries } from '../../api/session-queries';
import { speakerQueries } from '../../api/speaker-queries';
import type { Abstract } from '../../contract/abstract';
import { usePersistedDraft } from '../../components/form/use-persisted-draft';
import { PictureField } from '../../components/picture/picture-field';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SwitchField } from '../../components/ui/switch-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { WarningsBanner } from '../../components/ui/warnings-banner';
import { emptyFormValues, formPathOf, formToFields, changedFields, isDeltaText, toFormValues, validateAbstractForm, type AbstractFormValues } from './abstract-form-model';
import { AuthorLinePreview } from './author-line-preview';
import { AuthorsEditor } from './authors-editor';
import { FieldChangesList } from './field-changes-list';
import { IdPickerField } from './id-picker-field';
import { InstitutionsEditor } from './institutions-editor';
import { KeywordChipsField } from './keyword-chips-field';
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard';

type SavedState = { created?: boolean; changes?: Record<string, FieldChange>; warnings: string[]; ignoredFields: string[] };

export default function AbstractPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const list = useQuery({ ...abstractQueries.list(), enabled: !isNew });

  if (isNew) return <AbstractEditor key="new" id="new" abstract={null} />;
  if (list.isPending) return <LoadingState label="Loading the abstract…" />;
  if (list.isError) return <ErrorState error={list.error} title="The abstract could not be loaded" onRetry={() => void list.refetch()} />;
  const found = list.data.find((a) => a.documentId === id);
  if (!found && list.isFetching) return <LoadingState label="Loading the abstract…" />;
  if (!found) {
    return (
      <EmptyState
        title="No such abstract"
        action={
          <Link to="/abstracts" className={buttonClasses('secondary')}>
            Back to abstracts
          </Link>
        }
      >
        No abstract with the id {id} exists on this event. It may have been deleted.
      </EmptyState>
    );
  }
  return <AbstractEditor key={id} id={id} abstract={found} />;
}

function AbstractEditor({ id, abstract }: { id: string; abstract: Abstract | null }) {
  const isNew = abstract === null;
  const navigate = useNavigate();
  const location = useLocation();
  const initial = useMemo(() => (abstract ? toFormValues(abstract) : emptyFormValues()), [abstract]);
  const baseline = useRef<AbstractFormValues>(initial);
  const form = useForm<AbstractFormValues>({ defaultValues: initial });
  const draft = usePersistedDraft(form, `abstract:${id}`);
  const values = useWatch({ control: form.control }) as AbstractFormValues;
  const upsert = useUpsertAbstract();
  const remove = useDeleteAbstract();
  const [general, setGeneral] = useState<string[]>([]);
  const [saved, setSaved] = useState<SavedState | null>(() => (location.state as { saved?: SavedState } | null)?.saved ?? null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [textMode, setTextMode] = useState<'rich' | 'plain'>(() => (!initial.abstractText || isDeltaText(initial.abstractText) ? 'rich' : 'plain'));

  const event = useQuery(eventQueries.settings());
  const sessions = useQuery(sessionQueries.list());
  const speakers = useQuery(speakerQueries.list());
  const categories = event.data?.categories ?? [];
  const sessionOptions = (sessions.data ?? []).map((s) => ({ value: s.documentId, label: [s.title, s.date, s.startTime].filter(Boolean).join(' · ') }));
  const speakerOptions = (speakers.data ?? []).map((s) => ({ value: s.documentId, label: s.name }));

  const errors = form.formState.errors;
  const errorOf = (path: string): string | undefined => (get(errors, path) as { message?: string } | undefined)?.message;
  const dirty = form.formState.isDirty || draft.restored;

  const onSubmit = form.handleSubmit(async (v) => {
    form.clearErrors();
    setGeneral([]);
    setSaved(null);
    const issues = validateAbstractForm(v, isNew);
    if (issues.length) {
      for (const i of issues) form.setError(i.path as Path<AbstractFormValues>, { type: 'contract', message: i.message });
      setGeneral([`${issues.length === 1 ? 'One field needs' : `${issues.length} fields need`} attention before saving.`]);
      return;
    }
    const body: AbstractWrite = isNew ? formToFields(v) : { documentId: id, ...changedFields(baseline.current, v) };
    if (!isNew && Object.keys(body).length === 1) {
      setSaved({ changes: {}, warnings: [], ignoredFields: [] });
      return;
    }
    try {
      const r = await upsert.mutateAsync(body);
      draft.clearDraft();
      if (isNew) {
        form.reset(v);
        navigate(`/abstracts/${r.data.abstractId}`, { replace: true, state: { saved: { created: true, warnings: r.warnings, ignoredFields: r.ignoredFields } } });
        return;
      }
      baseline.current = v;
      form.reset(v);
      setSaved({ changes: r.data.changes ?? {}, warnings: r.warnings, ignoredFields: r.ignoredFields });
    } catch (e) {
      // Nothing typed is lost: the form keeps every value; problems go next to their fields.
      const leftovers: string[] = [];
      if (isApiError(e)) {
        for (const d of e.details) {
          const path = d.field ? formPathOf(d.field) : '';
          if (path && path in flatKnown(v, path)) form.setError(path as Path<AbstractFormValues>, { type: 'server', message: d.use ? `${d.message} (use ${d.use})` : d.message });
          else leftovers.push(d.field ? `${d.field}: ${d.message}` : d.message);
        }
        leftovers.unshift(e.explain());
      } else leftovers.push(e instanceof Error ? e.message : String(e));
      setGeneral(leftovers);
    }
  });

  const categoryIsNew = !!values.category?.trim() && !categories.some((c) => c === values.category.trim());

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={dirty && !upsert.isPending} message="This abstract has changes that are not saved. They stay as a draft in this tab if you leave." />
      <Link to="/abstracts" className="mb-3 inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-4" /> Abstracts
      </Link>
      <PageHeader
        title={isNew ? 'New abstract' : values.title?.trim() || 'Untitled abstract'}
        description={isNew ? 'Title is required; everything else can follow.' : `Id ${id}`}
        actions={
          isNew ? null : (
            <Button variant="secondary" icon={<Trash2 aria-hidden className="size-4" />} onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )
        }
      />

      <div className="space-y-3">
        {general.length ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">Not saved</p>
            <ul className="mt-1 list-disc pl-5">
              {general.map((g, i) => (
                <li key={i}>{g}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {saved?.created ? (
          <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-950">
            Abstract created.
          </p>
        ) : null}
        {saved?.changes ? <FieldChangesList changes={saved.changes} /> : null}
        {saved ? <WarningsBanner warnings={saved.warnings} ignoredFields={saved.ignoredFields} title="The service reports" onDismiss={() => setSaved({ ...saved, warnings: [], ignoredFields: [] })} /> : null}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section aria-labelledby="details-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="details-heading" className="text-base font-semibold text-slate-900">
              Details
            </h2>
            <TextField label="Title" required {...form.register('title')} error={errorOf('title')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Number" hint="Shown with the abstract and searchable in the app." {...form.register('abstractNumber')} error={errorOf('abstractNumber')} />
              <div className="flex flex-col gap-1.5">
                <label htmlFor="abstract-category" className="text-sm font-medium text-slate-800">
                  Category
                </label>
                <input id="abstract-category" list="abstract-categories" {...form.register('category')} className={controlClasses(!!errorOf('category'))} aria-describedby="abstract-category-hint" />
                <datalist id="abstract-categories">
                  {categories.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
                <p id="abstract-category-hint" className={categoryIsNew ? 'text-xs text-amber-800' : 'text-xs text-slate-600'}>
                  {errorOf('category') ?? (categoryIsNew ? 'A new category: it becomes a new page in the app.' : 'Pick an existing category or type a new one.')}
                </p>
              </div>
            </div>
            <Controller
              control={form.control}
              name="sessionId"
              render={({ field }) => (
                <IdPickerField
                  label="Session"
                  value={field.value}
                  onChange={field.onChange}
                  options={sessionOptions}
                  loading={sessions.isPending}
                  noneLabel="No session"
                  unknownNote="No session has this id: it is saved as typed and the service will warn about it."
                  error={errorOf('sessionId')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="keywords"
              render={({ field }) => <KeywordChipsField label="Keywords" value={field.value} onChange={field.onChange} error={errorOf('keywords')} />}
            />
            <Controller
              control={form.control}
              name="unListed"
              render={({ field }) => (
                <SwitchField
                  label="Console only"
                  hint={field.value ? 'Hidden from the app and the published website.' : 'Published: shown in the app and on the website.'}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          </section>

          <section aria-label="Institutions and authors" className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
            <InstitutionsEditor
              institutions={values.institutions ?? []}
              authors={values.authors ?? []}
              errorOf={errorOf}
              onChange={(next) => {
                form.setValue('institutions', next.institutions, { shouldDirty: true });
                form.setValue('authors', next.authors, { shouldDirty: true });
              }}
            />
            <AuthorsEditor
              authors={values.authors ?? []}
              institutions={values.institutions ?? []}
              errorOf={errorOf}
              speakers={speakerOptions}
              speakersLoading={speakers.isPending}
              onChange={(authors) => form.setValue('authors', authors, { shouldDirty: true })}
            />
          </section>

          <section aria-labelledby="text-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="text-heading" className="text-base font-semibold text-slate-900">
                Abstract text
              </h2>
              <div role="radiogroup" aria-label="Text format" className="inline-flex rounded-md ring-1 ring-slate-300">
                {(['rich', 'plain'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    role="radio"
                    aria-checked={textMode === m}
                    onClick={() => setTextMode(m)}
                    className={`px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${textMode === m ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
                  >
                    {m === 'rich' ? 'Formatted' : 'Plain text'}
                  </button>
                ))}
              </div>
            </div>
            <Controller
              control={form.control}
              name="abstractText"
              render={({ field }) =>
                textMode === 'rich' ? (
                  <RichTextField label="Text" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('abstractText')} />
                ) : (
                  <TextareaField label="Text" rows={8} value={field.value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} error={errorOf('abstractText')} hint={isDeltaText(field.value) ? 'This text is stored formatted (Delta JSON); switch to Formatted to edit it comfortably.' : undefined} />
                )
              }
            />
          </section>

          <section aria-labelledby="poster-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="poster-heading" className="text-base font-semibold text-slate-900">
              E-poster and download
            </h2>
            <Controller
              control={form.control}
              name="posterExpected"
              render={({ field }) => (
                <SwitchField label="Poster expected" hint="Track the e-poster as a deliverable: linked speakers show as missing it until it is uploaded." checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <Controller
                control={form.control}
                name="posterImagePath"
                render={({ field }) => <PictureField label="Poster display picture" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('posterImagePath')} />}
              />
              <Controller
                control={form.control}
                name="posterOriginalPath"
                render={({ field }) => (
                  <PictureField label="Poster original (full resolution)" hint="Used for fullscreen and download; when empty the display picture is used." value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('posterOriginalPath')} />
                )}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Download link" type="url" placeholder="https://" {...form.register('downloadLink')} error={errorOf('downloadLink')} />
              <TextField label="Download label" placeholder="Download" hint="The button's text; Download when empty." {...form.register('downloadLabel')} error={errorOf('downloadLabel')} />
            </div>
          </section>
        </div>

        <aside className="lg:sticky lg:top-4 lg:self-start">
          <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              Preview in the app
            </h2>
            <div className="mt-3 space-y-2" role="region" aria-label="Author preview">
              {values.abstractNumber ? <p className="text-xs font-medium text-slate-600">{values.abstractNumber}</p> : null}
              <p className="font-semibold text-slate-900">{values.title || 'Untitled abstract'}</p>
              <AuthorLinePreview authors={formToFields(values).authors} institutions={(values.institutions ?? []).map((i) => i.name)} />
            </div>
          </section>
        </aside>
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x">
        <div className="flex items-center justify-end gap-3">
          <p className="mr-auto text-sm text-slate-600" aria-live="polite">
            {upsert.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : isNew ? '' : 'All changes saved'}
          </p>
          <Button type="submit" busy={upsert.isPending}>
            {isNew ? 'Create abstract' : 'Save changes'}
          </Button>
        </div>
      </div>

      {isNew ? null : (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this abstract?"
          destructive
          confirmLabel="Delete abstract"
          dryRun={() => deleteAbstract(id, { dryRun: true })}
          onConfirm={async () => {
            await remove.mutateAsync({ documentId: id });
            draft.clearDraft();
            form.reset(form.getValues());
            navigate('/abstracts', { replace: true });
          }}
        >
          <p>It disappears from the console and the app. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** Whether a form path names something the form shows (so a server problem can sit next to it). */
function flatKnown(v: AbstractFormValues, path: string): Record<string, true> {
  return get(v, path) !== undefined ? { [path]: true } : {};
}
