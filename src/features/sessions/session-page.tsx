import { useCallback, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useMay } from '../../api/account-queries';
import { deleteSession, sessionQueries, useDeleteSession, useUpsertSession } from '../../api/session-queries';
import { eventQueries, type EventLists } from '../../api/event-queries';
import { COLOUR_CLEARS_TO, sameColour } from '../../contract/colour';
import type { Session } from '../../contract/session';
import { ContentSectionEditor } from '../../components/content-sections/content-section-editor';
import { ListPositionPicker } from '../../components/content-sections/list-position-picker';
import { SectionPreview } from '../../components/content-sections/section-preview';
import { useSectionReferences } from '../../components/content-sections/section-references';
import { useRecordForm, type RecordSaveReport } from '../../components/form/use-record-form';
import { RecordDeleteAtEnd, RecordEditorTop } from '../../components/form/record-editor-top';
import { RecordSaveBar } from '../../components/form/record-save-bar';
import { ReadOnlyFieldset, useReadOnlyWhy } from '../../components/form/read-only-fieldset';
import { revealSection } from '../../components/content-sections/reveal-section';
import { useLoadedRecord } from '../../components/form/use-loaded-record';
import { PictureField } from '../../components/picture/picture-field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { SwitchField } from '../../components/ui/switch-field';
import { TextField } from '../../components/ui/text-field';
import { SessionColourField } from './session-colour-field';
import { sessionFormSchema, sessionFormValues, sessionWriteBody } from './session-form-schema';
import { sessionWhen } from '../../components/ui/dates';
import { paths } from '../../paths';
import { speakerQueries } from '../../api/speaker-queries';
import { clashText } from '../../components/schedule/clashes';
import { useProgrammeClashes } from '../../components/schedule/use-programme-clashes';
import { AlertTriangle } from 'lucide-react';
import { SpeakersField } from './speakers-field';

export default function SessionPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const detail = useQuery({ ...sessionQueries.detail(id), enabled: !isNew });
  const lists = useQuery(eventQueries.lists());
  const carried = useRef<{ id: string; report: RecordSaveReport } | null>(null);
  const session = useLoadedRecord(id, detail.data);

  if ((!isNew && !session && detail.isPending) || lists.isPending) return <LoadingState label="Loading the session…" shape="form" />;
  if (!isNew && !session && detail.isError) return <ErrorState title="This session could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />;
  if (lists.isError) return <ErrorState error={lists.error} title="The event's tracks could not be loaded" onRetry={() => void lists.refetch()} />;
  if (!isNew && !session) {
    return (
      <EmptyState title="No such session" action={<Link to={paths.sessions.link()} className="text-sm font-medium text-indigo-700 underline">Back to sessions</Link>}>
        It may have been deleted.
      </EmptyState>
    );
  }
  const report = carried.current?.id === id ? carried.current.report : undefined;
  return (
    <SessionForm
      key={id}
      session={isNew ? undefined : session}
      lists={lists.data}
      initialReport={report}
      onCreated={(newId, r) => {
        carried.current = { id: newId, report: r };
      }}
    />
  );
}

function SessionForm({ session, lists, initialReport, onCreated }: { session?: Session; lists: EventLists; initialReport?: RecordSaveReport; onCreated: (id: string, report: RecordSaveReport) => void }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const refs = useSectionReferences();
  const upsert = useUpsertSession();
  const del = useDeleteSession();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A role that may read the programme but not change it sees the session as it is: no save bar, no delete.
  const mayWrite = useMay('event:write');
  const readOnlyWhy = useReadOnlyWhy('changing sessions');
  const sessionId = session?.documentId;
  const dryRunDelete = useCallback(() => deleteSession(sessionId ?? '', { dryRun: true }), [sessionId]);
  const editor = useRecordForm({
    draftKey: `session:${session?.documentId ?? 'new'}`,
    record: session,
    idOf: (s) => s.documentId,
    toValues: sessionFormValues,
    toBody: sessionWriteBody,
    resolver: zodResolver(sessionFormSchema(lists.trackArray.length)),
    sections: { of: (s) => s?.contentData, refs, host: (v) => ({ sessionId: session?.documentId, hasPoll: v.hasPoll, hasLiveQA: v.hasLiveQA, startTime: v.startTime, endTime: v.endTime }) },
    save: (body) => upsert.mutateAsync(body),
    savedIdOf: (d) => d.documentId,
    latest: sessionQueries.detail,
    reload: (id) => qc.fetchQuery(sessionQueries.detail(id)),
    initialReport,
    onCreated: (id, r) => {
      toast.success('Session created');
      onCreated(id, r);
      navigate(paths.session.link(id), { replace: true });
    },
    onSaved: () => toast.success('Session saved'),
  });
  const { form, sections } = editor;
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const track = watch('track');
  const tint = watch('tintColor');
  const trackColour = track >= 0 ? lists.trackColorArray[track] : undefined;
  const usesTrackColour = tint === undefined || sameColour(tint, COLOUR_CLEARS_TO);
  const effective = usesTrackColour ? (trackColour ?? COLOUR_CLEARS_TO) : tint;

  const title = watch('title');
  const hasPoll = watch('hasPoll');
  const clashNotice = useSessionClashes(session?.documentId ?? 'new', {
    title,
    date: watch('date'),
    startTime: watch('startTime'),
    endTime: watch('endTime'),
    location: watch('location'),
    track,
    contentData: sections.sections,
  });
  return (
    <form onSubmit={editor.submit} noValidate>
      <RecordEditorTop
        editor={editor}
        back={{ to: paths.sessions.link(), label: 'Sessions' }}
        title={session ? session.title || 'Untitled session' : 'New session'}
        description={session ? whenAndWhere(session) : 'A session of the programme, with its own page in the app.'}
        onDelete={session && mayWrite ? () => setConfirmDelete(true) : undefined}
        deleteAtEndOnPhone
      />

      <ReadOnlyFieldset readOnly={!mayWrite} why={readOnlyWhy}>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_400px]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="session-details" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="session-details" className="text-base font-semibold text-slate-900">
              Details
            </h2>
            <TextField label="Title" required {...register('title')} error={errors.title?.message} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label="Date" type="date" {...register('date')} error={errors.date?.message} />
              <TextField label="Start time" type="time" {...register('startTime')} error={errors.startTime?.message} />
              <TextField label="End time" type="time" {...register('endTime')} error={errors.endTime?.message} />
            </div>
            <TextField label="Location" {...register('location')} error={errors.location?.message} hint="Room or place" />
            <SpeakersField sections={sections.sections} onChange={sections.setSections} speakers={refs.speakers} />
            <Controller
              control={control}
              name="track"
              render={({ field }) => (
                <ListPositionPicker
                  legend="Track"
                  names={lists.trackArray}
                  colours={lists.trackColorArray}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  noneLabel="None"
                  error={errors.track?.message}
                  hint="Track names and colours are set in Settings."
                />
              )}
            />
            <Controller
              control={control}
              name="tintColor"
              render={({ field }) => (
                <SessionColourField
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  trackName={track >= 0 ? (lists.trackArray[track] ?? '') : null}
                  trackColour={trackColour}
                  error={errors.tintColor?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="imagePath"
              render={({ field }) => <PictureField label="Picture" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.imagePath?.message} disabled={!mayWrite} />}
            />
            <div className="space-y-3 rounded-md bg-slate-50 p-3">
              <Controller control={control} name="hasPoll" render={({ field }) => <SwitchField label="Polls" hint="Attendees can vote in this session's polls." checked={field.value} onCheckedChange={field.onChange} />} />
              <Controller control={control} name="hasLiveQA" render={({ field }) => <SwitchField label="Live Q&A" hint="Attendees can ask and upvote questions." checked={field.value} onCheckedChange={field.onChange} />} />
              <Controller control={control} name="unListed" render={({ field }) => <SwitchField label="Unpublished" hint="Hidden from the app and the website; still visible here." checked={field.value} onCheckedChange={field.onChange} />} />
              {hasPoll ? (
                <div className="text-sm">
                  <p className="font-medium text-slate-800">Voting for someone else</p>
                  <p className="text-xs text-slate-600">
                    {(session?.allowSelfProxy ?? true)
                      ? 'Attendees can choose, in the app, someone to vote for them in these polls.'
                      : 'Only organisers can choose someone to vote for an attendee; attendees cannot do it in the app.'}{' '}
                    This cannot be changed here.
                  </p>
                </div>
              ) : null}
            </div>
          </section>
          {/* Read only, the sections are what the preview beside shows. */}
          {mayWrite ? <ContentSectionEditor sections={sections.sections} onChange={sections.setSections} refs={refs} problems={sections.problems} warnings={sections.warnings} /> : null}
        </div>
        <div className="xl:sticky xl:top-18 xl:self-start">
          <SectionPreview
            sections={sections.sections}
            refs={refs}
            heading={title || 'Untitled session'}
            subheading={sessionWhen({ date: watch('date'), startTime: watch('startTime'), endTime: watch('endTime'), location: watch('location') })}
            accent={effective}
          />
        </div>
      </div>
      </ReadOnlyFieldset>
      <RecordDeleteAtEnd what="session" onDelete={session && mayWrite ? () => setConfirmDelete(true) : undefined} />

      {mayWrite ? <RecordSaveBar editor={editor} saveLabel={session ? 'Save session' : 'Create session'} revealSection={revealSection} notice={clashNotice} /> : null}
      {session && mayWrite ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete "${session.title}"?`}
          destructive
          confirmLabel="Delete session"
          dryRun={dryRunDelete}
          onConfirm={async () => {
            await del.mutateAsync(session.documentId);
            toast.success('Session deleted');
            navigate(paths.sessions.link());
          }}
        >
          <p>The session, its polls with their votes, and its questions are deleted for good.</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/** "Thursday, November 26, 2026 · 09:00–10:30 · Hall A": when and where, for the editor's title. */
function whenAndWhere(s: Session): string {
  return sessionWhen(s, 'long') || 'No date or place yet';
}

/**
 * The session's clashes as it is in the form (against the rest of the
 * programme as last read): a warning in the save bar, never a block.
 */
function useSessionClashes(id: string, values: { title: string; date: string; startTime: string; endTime: string; location: string; track: number; contentData: readonly { type: string; data: Record<string, unknown> }[] }) {
  const all = useQuery(sessionQueries.list());
  const speakers = useQuery(speakerQueries.list());
  const { title, date, startTime, endTime, location, track, contentData } = values;
  const programme = useMemo(() => {
    if (!all.data) return undefined;
    const mine = { documentId: id, title, date, startTime, endTime, location, track, contentData };
    return [...all.data.filter((s) => s.documentId !== id), mine];
  }, [all.data, id, title, date, startTime, endTime, location, track, contentData]);
  const { bySession } = useProgrammeClashes(programme);
  const mine = bySession.get(id) ?? [];
  if (mine.length === 0) return null;
  const speakerName = (sid: string) => speakers.data?.find((s) => s.documentId === sid)?.name;
  return (
    <div role="status" className="mb-1 flex items-start gap-2" data-testid="session-clashes">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div>
        <p className="font-medium">
          {mine.length === 1 ? 'A clash' : `${mine.length} clashes`} in the programme (saving is still possible)
        </p>
        <ul className="mt-0.5 space-y-0.5">
          {mine.map((c, i) => (
            <li key={i}>
              {clashText(c, { speaker: speakerName }, id)}
              {'b' in c ? (
                <>
                  {' '}
                  <Link className="underline" to={paths.session.link(c.a.id === id ? c.b.id : c.a.id)}>
                    Open it
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
