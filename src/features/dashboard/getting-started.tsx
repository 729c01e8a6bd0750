import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { paths } from '../../paths';

type Step = { key: string; title: string; to: string; done: boolean; children: ReactNode };

export type GettingStartedProps = {
  /** Whether the event has its dates and its venue (place or city). */
  datesAndVenueSet: boolean;
  /** Registered guests, when the key can see them. */
  guestCount?: number;
  canEditEvent: boolean;
  canSeeEvent: boolean;
  canSeeGuests: boolean;
};

/**
 * First steps for a new event, shown on the dashboard while it has no
 * sessions: the dates and venue, the first session, the first guests. Each is
 * a link to where it is done; a step already done says so.
 */
export function GettingStarted({ datesAndVenueSet, guestCount, canEditEvent, canSeeEvent, canSeeGuests }: GettingStartedProps) {
  const steps: Step[] = [];
  if (canSeeEvent) {
    steps.push({
      key: 'settings',
      title: 'Set the dates and venue',
      to: paths.settings.link(),
      done: datesAndVenueSet,
      children: 'In Event settings: when and where the event takes place, its tracks and colours.',
    });
    steps.push({
      key: 'sessions',
      title: 'Add the first session',
      to: canEditEvent ? paths.session.newLink() : paths.sessions.link(),
      done: false,
      children: 'The programme: talks, workshops and breaks, each with its time, room and track.',
    });
  }
  if (canSeeGuests) {
    steps.push({
      key: 'guests',
      title: 'Add guests',
      to: paths.guests.link(),
      done: (guestCount ?? 0) > 0,
      children: 'Invite people one by one, or import a list from a spreadsheet.',
    });
  }
  if (steps.length === 0) return null;

  return (
    <section aria-labelledby="getting-started-heading" className="mb-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="getting-started">
      <h2 id="getting-started-heading" className="text-base font-semibold text-slate-900">
        Get the event ready
      </h2>
      <p className="mt-1 text-sm text-slate-600">A few first steps. This panel goes away once the programme has its first session.</p>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {steps.map((step, i) => (
          <li key={step.key} className="flex">
            <Link
              to={step.to}
              className="group flex w-full flex-col rounded-lg p-3 ring-1 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="flex items-center gap-2 text-sm font-medium text-indigo-700 group-hover:text-indigo-900">
                {step.done ? (
                  <CheckCircle2 aria-hidden className="size-4 shrink-0 text-emerald-600" />
                ) : (
                  <span aria-hidden className="flex size-5 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-xs font-semibold text-indigo-700">
                    {i + 1}
                  </span>
                )}
                <span className="min-w-0">{step.title}</span>
                {step.done ? <span className="sr-only"> (done)</span> : null}
                <ArrowRight aria-hidden className="ml-auto size-4 shrink-0 opacity-60 group-hover:opacity-100" />
              </span>
              <span className="mt-1 text-sm text-slate-600">{step.done ? 'Done. ' : null}{step.children}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
