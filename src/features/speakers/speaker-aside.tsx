import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarDays, EyeOff, UserRound } from 'lucide-react';
import { sessionQueries } from '../../api/session-queries';
import { paths } from '../../paths';
import { sessionWhen } from '../../components/ui/dates';
import { RichTextPreview } from '../../components/rich-text/rich-text-preview';
import { SpeakerAvailabilityEditor } from '../../components/schedule/speaker-availability-editor';
import { sessionsOfSpeaker } from './speaker-sessions';

export type SpeakerLook = Partial<{ name: string; role: string; company: string; bio: string; imagePath: string; hideFromList: boolean; unListed: boolean }>;

/** The speaker editor's side column: the speaker as the app shows them, as typed, and the sessions they appear in. */
export function SpeakerAside({ speakerId, look }: { speakerId?: string; look: SpeakerLook }) {
  return (
    <aside aria-label="Preview and sessions" className="space-y-4 xl:sticky xl:top-4 xl:self-start">
      <SpeakerPreview look={look} />
      {speakerId ? <SpeakerSessions speakerId={speakerId} /> : null}
      {speakerId ? <SpeakerAvailabilityEditor speakerId={speakerId} /> : null}
    </aside>
  );
}

function SpeakerPreview({ look }: { look: SpeakerLook }) {
  const line = [look.role, look.company].filter((s) => s?.trim()).join(', ');
  return (
    <section aria-labelledby="speaker-preview" className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <h2 id="speaker-preview" className="border-b border-slate-200 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        In the app
      </h2>
      <div className="space-y-3 p-4">
        <div className="flex items-center gap-3">
          {look.imagePath ? (
            <img src={look.imagePath} alt="" className="size-16 shrink-0 rounded-full object-cover ring-1 ring-slate-200" />
          ) : (
            <span aria-hidden className="grid size-16 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-400">
              <UserRound className="size-8" />
            </span>
          )}
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-slate-900">{look.name?.trim() || 'Name'}</p>
            {line ? <p className="truncate text-sm text-slate-600">{line}</p> : null}
          </div>
        </div>
        <RichTextPreview value={look.bio} empty="No biography yet." className="line-clamp-6" />
        {look.unListed || look.hideFromList ? (
          <p className="inline-flex items-center gap-1.5 rounded bg-slate-100 px-2 py-1 text-xs text-slate-700">
            <EyeOff aria-hidden className="size-3.5" />
            {look.unListed ? 'Unpublished: no page in the app' : 'Hidden from the speakers list'}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function SpeakerSessions({ speakerId }: { speakerId: string }) {
  const sessions = useQuery(sessionQueries.list());
  const mine = sessions.data ? sessionsOfSpeaker(sessions.data, speakerId) : [];
  return (
    <section aria-labelledby="speaker-sessions" className="rounded-lg border border-slate-200 bg-white">
      <h2 id="speaker-sessions" className="border-b border-slate-200 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        Sessions
      </h2>
      {sessions.isPending ? (
        <div className="space-y-2 p-4" aria-hidden>
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
        </div>
      ) : sessions.isError ? (
        <p className="p-4 text-sm text-slate-600">The sessions could not be read.</p>
      ) : mine.length === 0 ? (
        <p className="p-4 text-sm text-slate-600">Not in any session yet. Add the speaker to a session's speaker section to list them there.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {mine.map((s) => (
            <li key={s.id} className="px-4 py-2.5">
              <Link to={paths.session.link(s.id)} className="font-medium text-indigo-700 hover:underline">
                {s.title || 'Untitled session'}
              </Link>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                <CalendarDays aria-hidden className="size-3.5" />
                {sessionWhen(s) || 'No date yet'}
                <span className="text-slate-500">· {s.parts.join(', ')}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
