import { paths } from '../../paths';
import { useCallback, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useMay } from '../../api/account-queries';
import { deleteSpeaker, speakerQueries, useDeleteSpeaker, useUpsertSpeaker } from '../../api/speaker-queries';
import { speakerFieldsSchema, type Speaker } from '../../contract/speaker';
import { useRecordForm } from '../../components/form/use-record-form';
import { useLoadedRecord } from '../../components/form/use-loaded-record';
import { RecordEditorTop } from '../../components/form/record-editor-top';
import { RecordSaveBar } from '../../components/form/record-save-bar';
import { ReadOnlyFieldset, useReadOnlyWhy } from '../../components/form/read-only-fieldset';
import { PictureField } from '../../components/picture/picture-field';
import { RichTextField } from '../../components/rich-text/rich-text-field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { SwitchField } from '../../components/ui/switch-field';
import { TextField } from '../../components/ui/text-field';
import { SpeakerAside } from './speaker-aside';

type Values = { name: string; email: string; role: string; company: string; bio: string; imagePath: string; hideFromList: boolean; unListed: boolean };
const PICK = { name: true, email: true, role: true, company: true, bio: true, imagePath: true, hideFromList: true, unListed: true } as const;

const valuesOf = (s?: Speaker): Values => ({
  name: s?.name ?? '',
  email: s?.email ?? '',
  role: s?.role ?? '',
  company: s?.company ?? '',
  bio: s?.bio ?? '',
  imagePath: s?.imagePath ?? '',
  hideFromList: s?.hideFromList ?? false,
  unListed: s?.unListed ?? false,
});

export default function SpeakerPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const detail = useQuery({ ...speakerQueries.detail(id), enabled: !isNew });
  const speaker = useLoadedRecord(id, detail.data);
  if (!isNew && !speaker && detail.isPending) return <LoadingState label="Loading the speaker…" shape="form" />;
  if (!isNew && !speaker && detail.isError) return <ErrorState title="This speaker could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!isNew && !speaker) {
    return (
      <EmptyState title="No such speaker" action={<Link to={paths.speakers.link()} className="text-sm font-medium text-indigo-700 underline">Back to speakers</Link>}>
        It may have been deleted.
      </EmptyState>
    );
  }
  return <SpeakerForm key={id} speaker={isNew ? undefined : speaker} />;
}

function SpeakerForm({ speaker }: { speaker?: Speaker }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const upsert = useUpsertSpeaker();
  const del = useDeleteSpeaker();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A role that may read the programme but not change it sees the speaker as they are: no save bar, no delete.
  const mayWrite = useMay('event:write');
  const readOnlyWhy = useReadOnlyWhy('changing speakers');
  const editor = useRecordForm({
    draftKey: `speaker:${speaker?.documentId ?? 'new'}`,
    record: speaker,
    idOf: (s) => s.documentId,
    toValues: valuesOf,
    toBody: (v: Values) => ({ ...v }),
    resolver: zodResolver(speakerFieldsSchema.pick(PICK)),
    save: (body) => upsert.mutateAsync(body),
    savedIdOf: (d) => d.documentId,
    latest: speakerQueries.detail,
    reload: (id) => qc.fetchQuery(speakerQueries.detail(id)),
    onCreated: (id, r) => {
      toast.success(r.created ? 'Speaker added' : 'Speaker saved');
      navigate(paths.speaker.link(id), { replace: true });
    },
    onSaved: () => toast.success('Speaker saved'),
  });
  const { form } = editor;
  const { register, control, formState } = form;
  const look = useWatch({ control });
  const errors = formState.errors;
  const speakerId = speaker?.documentId;
  const dryRunDelete = useCallback(() => deleteSpeaker(speakerId ?? '', { dryRun: true }), [speakerId]);

  return (
    <form onSubmit={editor.submit} noValidate>
      <RecordEditorTop
        editor={editor}
        back={{ to: paths.speakers.link(), label: 'Speakers' }}
        title={speaker ? speaker.name : 'New speaker'}
        onDelete={speaker && mayWrite ? () => setConfirmDelete(true) : undefined}
      />
      <ReadOnlyFieldset readOnly={!mayWrite} why={readOnlyWhy}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_340px]">
      <div className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <TextField label="Name" required {...register('name')} error={errors.name?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Role" {...register('role')} error={errors.role?.message} hint="For example Chief scientist" />
          <TextField label="Company" {...register('company')} error={errors.company?.message} />
        </div>
        <TextField label="E-mail" type="email" {...register('email')} error={errors.email?.message} hint="Optional. A speaker with an e-mail is listed among the guests with the speaker role." />
        <Controller control={control} name="bio" render={({ field }) => <RichTextField label="Biography" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.bio?.message} readOnly={!mayWrite} />} />
        <Controller control={control} name="imagePath" render={({ field }) => <PictureField label="Photo" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.imagePath?.message} disabled={!mayWrite} />} />
        <div className="space-y-3 rounded-md bg-slate-50 p-3">
          <Controller
            control={control}
            name="hideFromList"
            render={({ field }) => (
              <SwitchField label="Hidden from the speakers list" hint="Keeps the speaker's page, but speaker sections can no longer reference them." checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Controller control={control} name="unListed" render={({ field }) => <SwitchField label="Unpublished" hint="No page in the app or on the website; still visible here." checked={field.value} onCheckedChange={field.onChange} />} />
        </div>
      </div>
      <SpeakerAside speakerId={speaker?.documentId} look={look} />
      </div>
      </ReadOnlyFieldset>
      {mayWrite ? <RecordSaveBar editor={editor} saveLabel={speaker ? 'Save speaker' : 'Add speaker'} /> : null}
      {speaker && mayWrite ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete ${speaker.name}?`}
          destructive
          confirmLabel="Delete speaker"
          dryRun={dryRunDelete}
          onConfirm={async () => {
            await del.mutateAsync(speaker.documentId);
            toast.success('Speaker deleted');
            navigate(paths.speakers.link());
          }}
        >
          <p>The speaker is kept as deleted: sections can no longer reference them and reads leave them out.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
