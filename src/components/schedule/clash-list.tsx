import { memo, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { paths } from '../../paths';
import { cn } from '../ui/cn';
import type { Clash, ClashRef } from './clashes';

export type SpeakerNameOf = (id: string) => string | undefined;

function SessionLink({ r }: { r: ClashRef }) {
  return (
    <Link to={paths.session.link(r.id)} className="font-medium text-amber-950 underline underline-offset-2 hover:text-amber-800">
      {r.title || 'Untitled session'}
    </Link>
  );
}

/** One clash in words, both sessions linked. */
export function ClashLine({ clash: c, speakerName }: { clash: Clash; speakerName?: SpeakerNameOf }): ReactNode {
  switch (c.kind) {
    case 'room':
      return (
        <>
          Room clash in {c.room}: <SessionLink r={c.a} /> and <SessionLink r={c.b} /> overlap.
        </>
      );
    case 'speaker':
      return (
        <>
          Speaker clash: {speakerName?.(c.speakerId) ?? 'a speaker'} is in <SessionLink r={c.a} /> and <SessionLink r={c.b} />
          {c.gap >= 0 ? `, only ${c.gap} min apart.` : ' at the same time.'}
        </>
      );
    case 'outside':
      return (
        <>
          <SessionLink r={c.a} /> is dated outside the event's days.
        </>
      );
    case 'endBeforeStart':
      return (
        <>
          <SessionLink r={c.a} /> ends before it starts.
        </>
      );
    case 'lostTrack':
      return (
        <>
          <SessionLink r={c.a} /> is in a track that no longer exists.
        </>
      );
    case 'unavailable':
      return (
        <>
          Speaker unavailable: {speakerName?.(c.speakerId) ?? 'a speaker'} cannot speak at the time of <SessionLink r={c.a} />.
        </>
      );
  }
}

/** The programme's clashes, listed under a heading that counts them; nothing when there are none. Memoised: a page re-rendering for its own reasons (a day tab, a filter) does not redraw the list. */
export const ClashList = memo(function ClashList({ clashes, speakerName, className, extra }: { clashes: readonly Clash[]; speakerName?: SpeakerNameOf; className?: string; extra?: ReactNode }) {
  const id = useId();
  if (clashes.length === 0) return null;
  return (
    <section aria-labelledby={id} className={cn('rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950', className)} data-testid="clash-list">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={id} className="flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden className="size-4" />
          {clashes.length} clash{clashes.length === 1 ? '' : 'es'} in the programme
        </h2>
        {extra}
      </div>
      <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-6">
        {clashes.map((c, i) => (
          <li key={i}>
            <ClashLine clash={c} speakerName={speakerName} />
          </li>
        ))}
      </ul>
    </section>
  );
});
