import { useCallback, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useMay } from '../../api/account-queries';
import { eventQueries, type EventLists } from '../../api/event-queries';
import { deleteSponsor, sponsorQueries, useDeleteSponsor, useUpsertSponsor } from '../../api/sponsor-queries';
import { sponsorFieldsSchema, type Sponsor } from '../../contract/sponsor';
import { ContentSectionEditor } from '../../components/content-sections/content-section-editor';
import { ListPositionPicker } from '../../components/content-sections/list-position-picker';
import { SectionPreview } from '../../components/content-sections/section-preview';
import { useSectionReferences } from '../../components/content-sections/section-references';
import { useRecordForm, type RecordSaveReport } from '../../components/form/use-record-form';
import { useLoadedRecord } from '../../components/form/use-loaded-record';
import { RecordEditorTop } from '../../components/form/record-editor-top';
import { RecordSaveBar } from '../../components/form/record-save-bar';
import { ReadOnlyFieldset, useReadOnlyWhy } from '../../components/form/read-only-fieldset';
import { revealSection } from '../../components/content-sections/reveal-section';
import { PictureField } from '../../components/picture/picture-field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { SwitchField } from '../../components/ui/switch-field';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../paths';

type Values = { name: string; tier: number; sponsorImagePath: string; imagePathBanner: string; url: string; hasOwnPage: boolean; hideFromList: boolean; unListed: boolean };

const valuesOf = (s?: Sponsor): Values => ({
  name: s?.name ?? '',
  tier: s?.tier ?? 0,
  sponsorImagePath: s?.sponsorImagePath ?? '',
  imagePathBanner: s?.imagePathBanner ?? '',
  url: s?.url ?? '',
  hasOwnPage: s?.hasOwnPage ?? false,
  hideFromList: s?.hideFromList ?? false,
  unListed: s?.unListed ?? false,
});

function formSchema(tierCount: number) {
  return sponsorFieldsSchema.omit({ contentData: true }).refine((v) => v.tier < Math.max(tierCount, 1), {
    error: tierCount === 0 ? 'the event has no tiers yet: name them in Settings first' : `must be one of the event's ${tierCount} tiers`,
    path: ['tier'],
  });
}

export default function SponsorPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const detail = useQuery({ ...sponsorQueries.detail(id), enabled: !isNew });
  const lists = useQuery(eventQueries.lists());
  const carried = useRef<{ id: string; report: RecordSaveReport } | null>(null);
  const sponsor = useLoadedRecord(id, detail.data);
  if ((!isNew && !sponsor && detail.isPending) || lists.isPending) return <LoadingState label="Loading the sponsor…" shape="form" />;
  if (!isNew && !sponsor && detail.isError) return <ErrorState title="This sponsor could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (lists.isError) return <ErrorState error={lists.error} title="The event's tiers could not be loaded" onRetry={() => void lists.refetch()} />;
  if (!isNew && !sponsor) {
    return (
      <EmptyState title="No such sponsor" action={<Link to={paths.sponsors.link()} className="text-sm font-medium text-indigo-700 underline">Back to sponsors</Link>}>
        It may have been deleted.
      </EmptyState>
    );
  }
  return (
    <SponsorForm
      key={id}
      sponsor={isNew ? undefined : sponsor}
      lists={lists.data}
      initialReport={carried.current?.id === id ? carried.current.report : undefined}
      onCreated={(newId, report) => {
        carried.current = { id: newId, report };
      }}
    />
  );
}

function SponsorForm({ sponsor, lists, initialReport, onCreated }: { sponsor?: Sponsor; lists: EventLists; initialReport?: RecordSaveReport; onCreated: (id: string, r: RecordSaveReport) => void }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const refs = useSectionReferences();
  const upsert = useUpsertSponsor();
  const del = useDeleteSponsor();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A role that may read the event but not change it sees the sponsor as it is: no save bar, no delete.
  const mayWrite = useMay('event:write');
  const readOnlyWhy = useReadOnlyWhy('changing sponsors');
  const editor = useRecordForm({
    draftKey: `sponsor:${sponsor?.documentId ?? 'new'}`,
    record: sponsor,
    idOf: (s) => s.documentId,
    toValues: valuesOf,
    toBody: (v: Values) => ({ ...v }),
    resolver: zodResolver(formSchema(lists.tierArray.length)),
    sections: { of: (s) => s?.contentData, refs },
    save: (body) => upsert.mutateAsync(body),
    savedIdOf: (d) => d.documentId,
    latest: sponsorQueries.detail,
    reload: (id) => qc.fetchQuery(sponsorQueries.detail(id)),
    initialReport,
    onCreated: (id, r) => {
      toast.success('Sponsor added');
      onCreated(id, r);
      navigate(paths.sponsor.link(id), { replace: true });
    },
    onSaved: () => toast.success('Sponsor saved'),
  });
  const { form, sections } = editor;
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const sponsorId = sponsor?.documentId;
  const dryRunDelete = useCallback(() => deleteSponsor(sponsorId ?? '', { dryRun: true }), [sponsorId]);

  return (
    <form onSubmit={editor.submit} noValidate>
      <RecordEditorTop
        editor={editor}
        back={{ to: paths.sponsors.link(), label: 'Sponsors' }}
        title={sponsor ? sponsor.name : 'New sponsor'}
        onDelete={sponsor && mayWrite ? () => setConfirmDelete(true) : undefined}
      />
      <ReadOnlyFieldset readOnly={!mayWrite} why={readOnlyWhy}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_400px]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="sponsor-details" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="sponsor-details" className="text-base font-semibold text-slate-900">Details</h2>
            <TextField label="Name" required {...register('name')} error={errors.name?.message} />
            <Controller
              control={control}
              name="tier"
              render={({ field }) => <ListPositionPicker legend="Tier" names={lists.tierArray} value={field.value} onChange={field.onChange} error={errors.tier?.message} hint="Tier names are set in Settings." />}
            />
            <TextField label="Website" type="url" inputMode="url" placeholder="https://" {...register('url')} error={errors.url?.message} />
            <div className="grid gap-4 lg:grid-cols-2">
              <Controller control={control} name="sponsorImagePath" render={({ field }) => <PictureField label="Logo" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.sponsorImagePath?.message} disabled={!mayWrite} />} />
              <Controller control={control} name="imagePathBanner" render={({ field }) => <PictureField label="Banner" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.imagePathBanner?.message} disabled={!mayWrite} />} />
            </div>
            <div className="space-y-3 rounded-md bg-slate-50 p-3">
              <Controller control={control} name="hasOwnPage" render={({ field }) => <SwitchField label="Own page" hint="The sponsor has a page in the app with the content sections below." checked={field.value} onCheckedChange={field.onChange} />} />
              <Controller control={control} name="hideFromList" render={({ field }) => <SwitchField label="Hidden from the sponsors list" hint="Sponsor sections can no longer reference a hidden sponsor." checked={field.value} onCheckedChange={field.onChange} />} />
              <Controller control={control} name="unListed" render={({ field }) => <SwitchField label="Unpublished" hint="Hidden from the app and the website; still visible here." checked={field.value} onCheckedChange={field.onChange} />} />
            </div>
          </section>
          {/* Read only, the sections are what the preview beside shows. */}
          {mayWrite ? <ContentSectionEditor sections={sections.sections} onChange={sections.setSections} refs={refs} problems={sections.problems} warnings={sections.warnings} /> : null}
        </div>
        <div className="xl:sticky xl:top-18 xl:self-start">
          <SectionPreview sections={sections.sections} refs={refs} heading={watch('name') || 'New sponsor'} subheading={lists.tierArray[watch('tier')] ?? ''} />
        </div>
      </div>
      </ReadOnlyFieldset>
      {mayWrite ? <RecordSaveBar editor={editor} saveLabel={sponsor ? 'Save sponsor' : 'Add sponsor'} revealSection={revealSection} /> : null}
      {sponsor && mayWrite ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete ${sponsor.name}?`}
          destructive
          confirmLabel="Delete sponsor"
          dryRun={dryRunDelete}
          onConfirm={async () => {
            await del.mutateAsync(sponsor.documentId);
            toast.success('Sponsor deleted');
            navigate(paths.sponsors.link());
          }}
        >
          <p>The sponsor is kept as deleted: sections can no longer reference it and reads leave it out.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
