/**
 * One release: its changes in words, the clashes it still has (the schedule's clash rules on its sessions, with
 * the changeover this browser keeps), and the speakers to tell with their e-mails (copy, CSV).
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useQuery } from '@tanstack/react-query';
import { useEventOffset } from '../../api/event-queries';
import type { Connection } from '../../api/key-store';
import { programmeQueries } from '../../api/programme-queries';
import { useConnection } from '../../api/use-connection';
import { programmeChanges, speakersToTell } from '../../contract/programme-changelog';
import { ClashList } from '../../components/schedule/clash-list';
import { findClashes } from '../../components/schedule/clashes';
import { useChangeover } from '../../components/schedule/schedule-prefs';
import { dateStamp, downloadCsv } from '../../components/table-import/export-table';
import { Button } from '../../components/ui/button';
import { formatEventInstant } from '../../components/ui/dates';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../paths';
import { ChangeList } from './change-list';
import { clashSessionsOf, mailList, speakersTable } from './release-words';

export default function ReleasePage() {
  const connection = useConnection();
  const number = Number(useParams().number);
  if (!connection) return null;
  if (!Number.isInteger(number) || number < 1) return <ErrorState error={new Error('This address names no version of the programme.')} title="No such version" />;
  return <Release connection={connection} number={number} />;
}

function Release({ connection, number }: { connection: Connection; number: number }) {
  const release = useQuery(programmeQueries.release(connection, number));
  const feeds = useQuery(programmeQueries.feeds(connection));
  const offset = useEventOffset();
  const r = release.data;
  const [changeover] = useChangeover(connection.eventId);
  const changes = useMemo(() => (r ? programmeChanges(r.previousSnapshot, r.snapshot) : []), [r]);
  const clashes = useMemo(() => (r ? findClashes(clashSessionsOf(r.snapshot), { eventStart: r.snapshot.event.dateStart, eventEnd: r.snapshot.event.dateEnd, changeover }) : []), [r, changeover]);
  const told = useMemo(() => (r ? speakersToTell(r.previousSnapshot, r.snapshot, changes) : []), [r, changes]);
  const names = useMemo(() => new Map(r?.snapshot.speakers.map((p) => [p.id, p.name])), [r]);
  const ical = feeds.data?.find((f) => f.kind === 'ical' && f.on && f.path);
  const calendar = ical?.path ? (id: string) => `${window.location.origin}${ical.path}/speakers/${encodeURIComponent(id)}.ics` : undefined;

  if (release.isPending) return <LoadingState label="Loading the version…" shape="form" />;
  if (release.isError) return <ErrorState error={release.error} onRetry={() => void release.refetch()} />;
  if (!r) return null;
  const emails = mailList(told);

  return (
    <div className="space-y-8">
      <PageHeader
        title={`Version ${r.number}: ${r.name}`}
        description={`Published ${formatEventInstant(r.publishedAt, offset)}, ${r.sessionCount} sessions.${r.previous ? ` Compared with version ${r.previous}.` : ' The first version.'}`}
        actions={
          <Link to={paths.programme.link()} className="text-sm font-medium text-indigo-800 underline">
            All versions and feeds
          </Link>
        }
      />

      <section aria-labelledby="release-changes" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="release-changes" className="mb-2 text-lg font-semibold text-slate-900">
          {r.previous ? `Changes since version ${r.previous}` : 'What the first version holds'}
        </h2>
        <ChangeList changes={changes} empty="Nothing changed since the version before." />
      </section>

      <section aria-labelledby="release-clashes">
        <h2 id="release-clashes" className="mb-2 text-lg font-semibold text-slate-900">
          Clashes still open
        </h2>
        {clashes.length === 0 ? <p className="text-sm text-slate-700">None: no room, speaker or date clash in this version.</p> : <ClashList clashes={clashes} speakerName={(id) => names.get(id)} />}
      </section>

      <section aria-labelledby="release-speakers">
        <h2 id="release-speakers" className="mb-1 text-lg font-semibold text-slate-900">
          Speakers to tell ({told.length})
        </h2>
        <p className="mb-3 max-w-3xl text-sm text-slate-600">Everyone on a session that changed in this version, as it was or as it is now.</p>
        {told.length === 0 ? (
          <p className="text-sm text-slate-700">Nobody: no session with speakers changed.</p>
        ) : (
          <>
            <div className="mb-3 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={!emails}
                onClick={() => void navigator.clipboard.writeText(emails).then(() => toast.success('E-mail addresses copied'), () => toast.error('The browser did not allow copying'))}
              >
                Copy e-mail addresses
              </Button>
              <Button variant="secondary" onClick={() => downloadCsv(speakersTable(told, calendar), `speakers-to-tell-v${r.number}-${dateStamp()}.csv`)}>
                Download CSV
              </Button>
            </div>
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">Speaker</th>
                    <th scope="col" className="px-3 py-2">E-mail</th>
                    <th scope="col" className="px-3 py-2">What changed</th>
                    {calendar ? <th scope="col" className="px-3 py-2">Their calendar</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {told.map((t) => (
                    <tr key={t.id} className="border-t border-slate-100 align-top">
                      <td className="px-3 py-2 font-medium">{t.name}</td>
                      <td className="px-3 py-2">{t.email || <span className="text-slate-600">No e-mail</span>}</td>
                      <td className="px-3 py-2">
                        <ul className="space-y-0.5">
                          {t.changes.map((c, i) => (
                            <li key={i}>{c}</li>
                          ))}
                        </ul>
                      </td>
                      {calendar ? (
                        <td className="px-3 py-2">
                          <a href={calendar(t.id)} className="text-indigo-800 underline">
                            Calendar of {t.name}
                          </a>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
