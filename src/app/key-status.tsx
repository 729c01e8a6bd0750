import { Link } from 'react-router';
import { KeyRound } from 'lucide-react';
import { cn } from '../components/ui/cn';
import { formatTimeLeft, type KeyCountdown } from '../api/use-key-countdown';

/** The time left on the key, in the top bar; links to the account page. */
export function KeyStatus({ countdown }: { countdown: KeyCountdown }) {
  const { secondsLeft, expiringSoon, expired } = countdown;
  return (
    <Link
      to="/account"
      data-testid="key-time-left"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        expired ? 'bg-red-50 text-red-900 ring-red-300' : expiringSoon ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
    >
      <KeyRound aria-hidden className="size-3.5" />
      <span>
        {secondsLeft === null ? 'Key: checking…' : expired ? 'Key expired' : `Key: ${formatTimeLeft(secondsLeft)} left`}
      </span>
    </Link>
  );
}
