import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { cn } from '../components/ui/cn';
import { formatTimeLeft, type KeyCountdown } from '../api/use-key-countdown';
import { paths } from '../paths';

/** The key's life is news only in its last two hours: before that the top bar says nothing about it. */
export const KEY_LIFE_SHOWN_SECONDS = 2 * 60 * 60;

/** Whether the top bar (and the phone menu) show the key's time left: when it has expired or is in its last two hours. */
export function showsKeyLife({ secondsLeft, expired }: KeyCountdown): boolean {
  return expired || (secondsLeft !== null && secondsLeft <= KEY_LIFE_SHOWN_SECONDS);
}

/**
 * The time left on the key, in the top bar, compact, in its last two hours only; links to the account
 * page, which shows the key's health in full. Hidden on phones, where the
 * event's name needs the room: the expiry banner and toast (ten minutes
 * before) and the new-key dialog (at expiry) cover the urgent cases there.
 */
export function KeyStatus({ countdown }: { countdown: KeyCountdown }) {
  const { secondsLeft, expiringSoon, expired } = countdown;
  if (!showsKeyLife(countdown)) return null;
  return (
    <Link
      to={paths.account.link()}
      data-testid="key-time-left"
      title="Time left on your API key: open the account page"
      className={cn(
        'hidden items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:inline-flex',
        expired ? 'bg-red-50 text-red-900 ring-red-300' : expiringSoon ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-white text-slate-600 ring-slate-200 hover:text-slate-900',
      )}
    >
      <KeyRound aria-hidden className="size-3.5" />
      {expired ? (
        <span>Key expired</span>
      ) : (
        <span className="tabular-nums">
          <span className="sr-only">Key: </span>
          {formatTimeLeft(secondsLeft ?? 0)} left
        </span>
      )}
    </Link>
  );
}
