import { Activity, Clock3, KeyRound, ShieldCheck } from 'lucide-react';
import { serverClock } from '../../api/clock';
import { formatTimeLeft, type KeyCountdown } from '../../api/use-key-countdown';
import { useSchedulerState } from '../../api/use-scheduler-state';
import { SCOPES } from '../../contract/common';
import { cn } from '../../components/ui/cn';

type Tone = 'good' | 'watch' | 'bad';
const TONES: Record<Tone, string> = { good: 'bg-emerald-500', watch: 'bg-amber-500', bad: 'bg-red-600' };

/** "3 s behind" / "2 s ahead" / "matches": this computer's clock against the server's, as last corrected. */
export function clockInWords(offsetMs: number): string {
  const s = Math.round(Math.abs(offsetMs) / 1000);
  if (s < 2) return "This computer's clock matches the server's.";
  return `This computer's clock is ${s} s ${offsetMs > 0 ? 'behind' : 'ahead of'} the server's; the console corrects for it.`;
}

/**
 * The key's health at a glance, beside its details: how much of its life is
 * left, how much of this minute's request budget is used, whether this
 * computer's clock agrees with the server's, and how many of the service's
 * permissions it has. Each line says in words what its colour says.
 */
export function KeyHealth({ issuedAt, expiresAt, countdown, scopes }: { issuedAt: string; expiresAt: string; countdown: KeyCountdown; scopes: readonly string[] }) {
  const budget = useSchedulerState();
  const lifetime = Math.max(1, (Date.parse(expiresAt) - Date.parse(issuedAt)) / 1000);
  const left = countdown.secondsLeft ?? 0;
  const lifeShare = Math.max(0, Math.min(1, left / lifetime));
  const lifeTone: Tone = countdown.expired ? 'bad' : countdown.expiringSoon ? 'watch' : 'good';
  const used = budget.limit - budget.budgetLeft;
  const budgetShare = budget.limit > 0 ? used / budget.limit : 0;
  const budgetTone: Tone = budget.pausedUntil !== null ? 'bad' : budgetShare > 0.75 ? 'watch' : 'good';
  const offset = serverClock.offset;
  const granted = SCOPES.filter((s) => scopes.includes(s)).length;

  return (
    <section aria-labelledby="health-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="health-heading" className="text-base font-semibold text-slate-900">
        Key health
      </h2>
      <ul className="mt-4 space-y-4 text-sm">
        <HealthLine icon={<KeyRound aria-hidden className="size-4" />} label="Life left" share={lifeShare} tone={lifeTone}>
          {countdown.expired ? 'Expired: connect with a new key.' : `${formatTimeLeft(left)} of ${formatTimeLeft(lifetime)}${countdown.expiringSoon ? ': renew soon' : ''}`}
        </HealthLine>
        <HealthLine
          icon={<Activity aria-hidden className="size-4" />}
          label="Requests this minute"
          share={budgetShare}
          tone={budgetTone}
          note={budget.pausedUntil !== null ? 'Paused: the service asked the console to wait a moment.' : budget.shared ? 'Counted across all your open windows.' : undefined}
        >
          {`${used} of ${budget.limit} used`}
        </HealthLine>
        <li className="flex gap-3">
          <Clock3 aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <p className="text-slate-700">{clockInWords(offset)}</p>
        </li>
        <li className="flex gap-3">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <p className="text-slate-700">{granted === SCOPES.length ? 'Every permission the service offers.' : `${granted} of the service's ${SCOPES.length} permissions (listed beside).`}</p>
        </li>
      </ul>
    </section>
  );
}

function HealthLine({ icon, label, share, tone, note, children }: { icon: React.ReactNode; label: string; share: number; tone: Tone; note?: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-slate-500">{icon}</span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-medium text-slate-800">{label}</span>
          <span className="text-right tabular-nums text-slate-700">{children}</span>
        </div>
        <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          <div className={cn('h-full rounded-full', TONES[tone])} style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
      </div>
    </li>
  );
}
