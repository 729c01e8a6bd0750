/**
 * Publish: the programme as it is now, compared in words with the last release, saved as the next numbered
 * release with a few words of the organiser's; the releases so far; and the feeds that serve the last release.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { useMay } from '../../api/account-queries';
import { eventQueries } from '../../api/event-queries';
import { describeError } from '../../api/errors';
import type { Connection } from '../../api/key-store';
import { programmeQueries, usePublishRelease } from '../../api/programme-queries';
import { sessionQueries } from '../../api/session-queries';
import { speakerQueries } from '../../api/speaker-queries';
import { useConnection } from '../../api/use-connection';
import { programmeChanges, suggestedReleaseName } from '../../contract/programme-changelog';
import { buildSnapshot } from '../../contract/programme-snapshot';
import { Button } from '../../components/ui/button';
import { formatEventInstant } from '../../components/ui/dates';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../paths';
import { ChangeList } from './change-list';
import { FeedsPanel } from './feeds-panel';

export default function PublishPage() {
  const connection = useConnection();
  if (!connection) return null;
  return <Publish connection={connection} />;
}

function Publish({ connection }: { connection: Connection }) {
  const mayWrite = useMay('event:write');
  const navigate = useNavigate();
  // What is published is what the API holds now: read again on opening, whatever was cached.
  const sessions = useQuery({ ...sessionQueries.list(), refetchOnMount: 'always' });
  const speakers = useQuery({ ...speakerQueries.list(), refetchOnMount: 'always' });
  const event = useQuery({ ...eventQueries.settings(), refetchOnMount: 'always' });
  const latest = useQuery(programmeQueries.latest(connection));
  const releases = useQuery(programmeQueries.releases(connection));
  const publish = usePublishRelease(connection);
  const [name, setName] = useState<string | null>(null);

  const snapshot = useMemo(
    () => (sessions.data && speakers.data && event.data ? buildSnapshot(event.data, sessions.data, speakers.data) : undefined),
    [sessions.data, speakers.data, event.data],
  );
  const last = latest.data;
  const changes = useMemo(() => (snapshot && last !== undefined ? programmeChanges(last?.snapshot ?? null, snapshot) : []), [snapshot, last]);
  const next = (last?.number ?? 0) + 1;
  const suggestion = suggestedReleaseName(changes, !last);
  const title = name ?? suggestion;
  const offset = event.data?.timeZoneOffset;

  const loading = sessions.isPending || speakers.isPending || event.isPending || latest.isPending;
  const failed = sessions.error ?? speakers.error ?? event.error ?? latest.error;
  const nothingNew = !!last && changes.length === 0;

  const onPublish = () => {
    if (!snapshot) return;
    publish.mutate(
      { name: title.trim(), basedOn: last?.number ?? 0, snapshot },
      {
        onSuccess: (release) => {
          setName(null);
          toast.success(`Version ${release.number} published`);
          if (release.previous !== (last?.number ?? 0)) toast.info(`Version ${release.previous} was published meanwhile; version ${release.number}'s changes are counted since it.`);
          void navigate(paths.programmeRelease.link(String(release.number)));
        },
        onError: (e) => toast.error(describeError(e)),
      },
    );
  };

  return (
    <div className="space-y-8">
      <PageHeader
        title="Publish the programme"
        description="Attendees, speakers, the video team and calendar apps see the last published version. Edit sessions as much as you like, then publish here: the changes since the last version are listed in words before you save."
      />

      <section aria-labelledby="changes-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="changes-heading" className="text-lg font-semibold text-slate-900">
          {last ? `Changes since version ${last.number}` : 'Nothing published yet'}
        </h2>
        {loading ? (
          <LoadingState label="Reading the programme…" shape="inline" />
        ) : failed ? (
          <ErrorState error={failed} onRetry={() => void Promise.all([sessions.refetch(), speakers.refetch(), event.refetch(), latest.refetch()])} />
        ) : (
          <div className="mt-3 space-y-4">
            {!last ? <p className="text-sm text-slate-700">The first version holds {snapshot?.sessions.length ?? 0} sessions. Unpublished sessions are left out.</p> : null}
            <ChangeList changes={changes} empty="Nothing changed since the last version." />
            {mayWrite ? (
              <form
                className="max-w-2xl space-y-3 border-t border-slate-100 pt-4"
                onSubmit={(e) => {
                  e.preventDefault();
                  onPublish();
                }}
              >
                <TextField label="What changed, in a few words" hint="Shown in the list of versions, for example “Keynote moved to Hall A”." value={title} maxChars={200} onChange={(e) => setName(e.target.value)} required />
                <Button type="submit" busy={publish.isPending} disabled={nothingNew || title.trim() === '' || !snapshot}>
                  Publish version {next}
                </Button>
                {nothingNew ? <p className="text-sm text-slate-600">Nothing to publish: the programme is as in version {last.number}.</p> : null}
              </form>
            ) : (
              <p className="border-t border-slate-100 pt-4 text-sm text-slate-600">Publishing is for those who may change the programme; your access lets you read the changes and the versions.</p>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading" className="mb-2 text-lg font-semibold text-slate-900">
          Published versions
        </h2>
        {releases.isPending ? (
          <LoadingState label="Loading versions…" shape="table" />
        ) : releases.isError ? (
          <ErrorState error={releases.error} onRetry={() => void releases.refetch()} />
        ) : releases.data.length === 0 ? (
          <p className="text-sm text-slate-600">No version yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">Version</th>
                  <th scope="col" className="px-3 py-2">What changed</th>
                  <th scope="col" className="px-3 py-2">Published</th>
                  <th scope="col" className="px-3 py-2 text-right">Sessions</th>
                  <th scope="col" className="px-3 py-2 text-right">Changes</th>
                </tr>
              </thead>
              <tbody>
                {releases.data.map((r) => (
                  <tr key={r.number} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <Link to={paths.programmeRelease.link(String(r.number))} className="font-medium text-indigo-800 underline">
                        Version {r.number}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{r.name}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatEventInstant(r.publishedAt, offset)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.sessionCount}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.changeCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="feeds-heading">
        <h2 id="feeds-heading" className="mb-1 text-lg font-semibold text-slate-900">
          Feeds of the last version
        </h2>
        <p className="mb-3 max-w-3xl text-sm text-slate-600">Each feed has its own address that needs no key: turn it on, give the address out, renew it if it went too far.</p>
        <FeedsPanel connection={connection} />
      </section>
    </div>
  );
}
