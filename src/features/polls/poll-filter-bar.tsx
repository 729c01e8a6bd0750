import { X } from 'lucide-react';
import type { Session } from '../../contract/session';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { isFiltered, POLL_STAGES, STAGE_FILTER_LABELS, type PollFilters } from './poll-filters';
import { sessionLabel } from './use-poll-groups';

type Props = {
  filters: PollFilters;
  onChange: (patch: Partial<PollFilters>) => void;
  days: { value: string; label: string }[];
  /** Sessions to choose from; absent on one session's page. */
  sessions?: Session[];
  shown: number;
  total: number;
};

/** Day, session and stage, side by side from `sm` up, one under the other on a phone; with how many polls show. */
export function PollFilterBar({ filters, onChange, days, sessions, shown, total }: Props) {
  const filtered = isFiltered(filters);
  return (
    <div role="search" aria-label="Filter polls" className="mb-4 rounded-lg border border-slate-200 bg-white p-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] sm:items-end">
        {sessions ? (
          <>
            <SelectField
              label="Day"
              value={filters.day}
              placeholder="Every day"
              options={days}
              onChange={(e) => {
                const day = e.target.value;
                // A session of another day would show nothing: the session choice follows the day.
                const keep = !day || sessions.some((s) => s.documentId === filters.session && s.date === day);
                onChange({ day, ...(keep ? {} : { session: '' }) });
              }}
            />
            <SelectField
              label="Session"
              value={filters.session}
              placeholder={filters.day ? 'Every session that day' : 'Every session'}
              options={sessions.filter((s) => !filters.day || s.date === filters.day).map((s) => ({ value: s.documentId, label: sessionLabel(s, s.documentId) }))}
              onChange={(e) => onChange({ session: e.target.value })}
            />
          </>
        ) : null}
        <SelectField
          label="Stage"
          value={filters.stage}
          placeholder="Every stage"
          options={POLL_STAGES.map((s) => ({ value: s, label: STAGE_FILTER_LABELS[s] }))}
          onChange={(e) => onChange({ stage: e.target.value as PollFilters['stage'] })}
        />
      </div>
      <div className="mt-2 flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite" data-testid="poll-count">
          {filtered ? `${shown} of ${total} ${total === 1 ? 'poll' : 'polls'} shown` : `${total} ${total === 1 ? 'poll' : 'polls'}`}
        </p>
        {filtered ? (
          <Button variant="ghost" size="sm" icon={<X aria-hidden className="size-4" />} onClick={() => onChange({ day: '', session: '', stage: '' })}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
