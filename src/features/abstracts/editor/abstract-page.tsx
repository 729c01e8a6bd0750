import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useMay } from '../../../api/account-queries';
import { abstractQueries, deleteAbstract, useDeleteAbstract, useUpsertAbstract, type AbstractWrite } from '../../../api/abstract-queries';
import { eventQueries } from '../../../api/event-queries';
import { sessionQueries } from '../../../api/session-queries';
import { speakerQueries } from '../../../api/speaker-queries';
import type { Abstract } from '../../../contract/abstract';
import { RecordEditorTop } from '../../../components/form/record-editor-top';
import { RecordSaveBar } from '../../../components/form/record-save-bar';
import { ReadOnlyFieldset, useReadOnlyWhy } from '../../../components/form/read-only-fieldset';
import { useRecordForm, type RecordSaveReport } from '../../../components/form/use-record-form';
import { useLoadedRecord } from '../../../components/form/use-loaded-record';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { AbstractDetailsSection } from './abstract-details-section';
import { formPathOf, formToFields, toFormValues, validateAbstractForm } from './abstract-form-model';
import { errorOfForm } from './abstract-form-parts';
import { AbstractPeopleSection } from './abstract-people-section';
import { AbstractPosterSection } from './abstract-poster-section';
import { AbstractPreview } from './abstract-preview';
import { AbstractTextSection } from './abstract-text-section';
import { ABSTRACT_FIELD_LABELS, FieldChangesList } from './field-changes-list';
import type { FieldChange } from '../../../api/abstract-queries';
import { paths } from '../../../paths';

export default function AbstractPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const list = useQuery({ ...abstractQueries.list(), enabled: !isNew });
  const held = useLoadedRecord(id, list.data?.find((a) => a.documentId === id));

  if (isNew) return <AbstractEditor key="new" id="new" abstract={undefined} />;
  if (held) return <AbstractEditor key={id} id={id} abstract={held} />;
  if (list.isPending) return <LoadingState label="Loading the abstract…" shape="form" />;
  if (list.isError) return <ErrorState error={list.error} title="The abstract could not be loaded" onRetry={() => void list.refetch()} />;
  const found = list.data.find((a) => a.documentId === id);
  if (!found && list.isFetching) return <LoadingState label="Loading the abstract…" shape="form" />;
  if (!found) {
    return (
      <EmptyState
        title="No such abstract"
        action={
          <Link to={paths.abstracts.link()} className={buttonClasses('secondary')}>
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

/** The lists the editor picks from: the event's categories, sessions and speakers. */
function useAbstractChoices() {
  const event = useQuery(eventQueries.settings());
  const sessions = useQuery(sessionQueries.list());
  const speakers = useQuery(speakerQueries.list());
  return {
    categories: event.data?.categories ?? [],
    sessionOptions: (sessions.data ?? []).map((s) => ({ value: s.documentId, label: [s.title, s.date, s.startTime].filter(Boolean).join(' · ') })),
    sessionsLoading: sessions.isPending,
    speakerOptions: (speakers.data ?? []).map((s) => ({ value: s.documentId, label: s.name })),
    speakersLoading: speakers.isPending,
  };
}

function AbstractEditor({ id, abstract }: { id: string; abstract: Abstract | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const upsert = useUpsertAbstract();
  const remove = useDeleteAbstract();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A role that may read abstracts but not change them sees the abstract as it is: no save bar, no delete.
  const mayWrite = useMay('abstracts:write');
  const readOnlyWhy = useReadOnlyWhy('changing abstracts');
  const choices = useAbstractChoices();
  const editor = useRecordForm({
    draftKey: `abstract:${id}`,
    record: abstract,
    idOf: (a) => a.documentId,
    toValues: toFormValues,
    toBody: formToFields,
    check: validateAbstractForm,
    formPathOf,
    save: (body) => upsert.mutateAsync(body as AbstractWrite),
    savedIdOf: (d) => d.abstractId,
    latest: abstractQueries.detail,
    reload: async (abstractId) => (await qc.fetchQuery(abstractQueries.list())).find((a) => a.documentId === abstractId),
    labels: ABSTRACT_FIELD_LABELS,
    initialReport: (location.state as { saved?: RecordSaveReport } | null)?.saved,
    onCreated: (abstractId, report) => navigate(paths.abstract.link(abstractId), { replace: true, state: { saved: report } }),
  });
  const { form, isNew, report } = editor;
  const errorOf = errorOfForm(form);
  const title = useWatch({ control: form.control, name: 'title' });
  const category = useWatch({ control: form.control, name: 'category' }) ?? '';
  const number = useWatch({ control: form.control, name: 'abstractNumber' }) ?? '';

  return (
    <form onSubmit={editor.submit} noValidate>
      <RecordEditorTop
        editor={editor}
        back={{ to: paths.abstracts.link(), label: 'Abstracts' }}
        title={isNew ? 'New abstract' : title?.trim() || 'Untitled abstract'}
        description={isNew ? 'Title is required; everything else can follow.' : [number ? `Number ${number}` : '', category].filter(Boolean).join(' · ') || undefined}
        onDelete={isNew || !mayWrite ? undefined : () => setConfirmDelete(true)}
      />
      {report?.created ? (
        <p role="status" className="mb-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-950">
          Abstract created.
        </p>
      ) : null}
      {report?.changes && !report.created ? <FieldChangesList changes={report.changes as Record<string, FieldChange>} /> : null}

      <ReadOnlyFieldset readOnly={!mayWrite} why={readOnlyWhy}>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <AbstractDetailsSection form={form} errorOf={errorOf} categories={choices.categories} category={category} sessionOptions={choices.sessionOptions} sessionsLoading={choices.sessionsLoading} />
          <AbstractPeopleSection form={form} errorOf={errorOf} speakerOptions={choices.speakerOptions} speakersLoading={choices.speakersLoading} />
          <AbstractTextSection form={form} errorOf={errorOf} readOnly={!mayWrite} />
          <AbstractPosterSection form={form} errorOf={errorOf} readOnly={!mayWrite} />
        </div>
        <AbstractPreview control={form.control} />
      </div>
      </ReadOnlyFieldset>

      {mayWrite ? <RecordSaveBar editor={editor} saveLabel={isNew ? 'Create abstract' : 'Save changes'} /> : null}

      {isNew || !mayWrite ? null : (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this abstract?"
          destructive
          confirmLabel="Delete abstract"
          dryRun={() => deleteAbstract(id, { dryRun: true })}
          onConfirm={async () => {
            await remove.mutateAsync({ documentId: id });
            editor.clearDraft();
            form.reset(form.getValues());
            navigate(paths.abstracts.link(), { replace: true });
          }}
        >
          <p>It disappears from the console and the app. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
