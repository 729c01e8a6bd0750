import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { useConnection } from '../../api/use-connection';
import { auditQueryString, teamQueries } from '../../api/team-queries';
import { teamBase, teamCredentials, teamHeaders } from '../../api/team-service';
import { useUrlState } from '../../components/form/use-url-state';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { actionWords, auditFilters, auditState } from './audit-view';
import { formatDateTime } from './format-time';

const OUTCOME_WORDS = { done: 'Done', refused: 'Refused', failed: 'Failed' } as const;

/** `/audit`: every change made through the team, who made it and when, with filters and a CSV download. */
export default function AuditPage() {
  const { state, set } = useUrlState(auditState);
  const filters = auditFilters(state);
  const [pages, setPages] = useState<(number | undefined)[]>([undefined]);
  const members = useQuery(teamQueries.members());
  const connection = useConnection();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  function filter(patch: Partial<typeof state>) {
    setPages([undefined]);
    set(patch);
  }

  async function download() {
    setDownloadError(null);
    try {
      const res = await fetch(`${teamBase()}/audit${auditQueryString(filters, { format: 'csv' })}`, { headers: teamHeaders(connection, 'text/csv'), credentials: teamCredentials(connection), cache: 'no-store' });
      if (!res.ok) throw new Error(`The audit log could not be downloaded (${res.status}).`);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = 'audit-log.csv';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setDownloadError(describeError(e));
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Audit log"
        description="Every change made through the team: who, when, what and with what outcome. Changes made with the key itself show as “the key holder”."
        actions={
          <Button variant="secondary" onClick={() => void download()}>
            Download CSV
          </Button>
        }
      />
      {downloadError ? (
        <p role="alert" className="text-sm text-red-800">
          {downloadError}
        </p>
      ) : null}
      <div className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3" role="group" aria-label="Filters">
        <SelectField
          label="Member"
          value={state.member}
          onChange={(e) => filter({ member: e.target.value })}
          placeholder="Everyone"
          options={[{ value: 'key', label: 'The key holder' }, ...(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))]}
        />
        <SelectField label="Outcome" value={state.outcome} onChange={(e) => filter({ outcome: e.target.value as typeof state.outcome })} placeholder="Any outcome" options={Object.entries(OUTCOME_WORDS).map(([value, label]) => ({ value, label }))} />
        <TextField label="Day" type="date" value={state.day} onChange={(e) => filter({ day: e.target.value })} />
      </div>
      <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Changes made through the team, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2">
                When
              </th>
              <th scope="col" className="px-4 py-2">
                Who
              </th>
              <th scope="col" className="px-4 py-2">
                What
              </th>
              <th scope="col" className="px-4 py-2">
                Record
              </th>
              <th scope="col" className="px-4 py-2">
                Outcome
              </th>
            </tr>
          </thead>
          {pages.map((before, i) => (
            <AuditRows key={before ?? 'first'} filters={filters} before={before} last={i === pages.length - 1} onMore={(next) => setPages((p) => [...p, next])} />
          ))}
        </table>
      </div>
    </div>
  );
}

function AuditRows({ filters, before, last, onMore }: { filters: ReturnType<typeof auditFilters>; before?: number; last: boolean; onMore: (next: number) => void }) {
  const page = useQuery(teamQueries.audit(filters, before));
  if (page.isPending)
    return (
      <tbody>
        <tr>
          <td colSpan={5} className="px-4 py-3">
            <LoadingState label="Loading the audit log…" shape="inline" />
          </td>
        </tr>
      </tbody>
    );
  if (page.isError)
    return (
      <tbody>
        <tr>
          <td colSpan={5} className="px-4 py-3">
            <ErrorState error={page.error} onRetry={() => void page.refetch()} />
          </td>
        </tr>
      </tbody>
    );
  const { entries, next } = page.data;
  return (
    <tbody className="divide-y divide-slate-100">
      {entries.length === 0 && before === undefined ? (
        <tr>
          <td colSpan={5} className="px-4 py-6 text-center text-slate-600">
            Nothing matches these filters yet.
          </td>
        </tr>
      ) : null}
      {entries.map((e) => (
        <tr key={e.id} data-testid="audit-row">
          <td className="whitespace-nowrap px-4 py-2 text-slate-700">{formatDateTime(e.at)}</td>
          <td className="px-4 py-2 font-medium text-slate-900">{e.memberName}</td>
          <td className="px-4 py-2 text-slate-800">{actionWords(e.action)}</td>
          <td className="max-w-48 truncate px-4 py-2 font-mono text-xs text-slate-600">{e.record}</td>
          <td className="px-4 py-2">
            <span className={e.outcome === 'done' ? 'text-emerald-800' : e.outcome === 'refused' ? 'text-amber-900' : 'text-red-800'}>{OUTCOME_WORDS[e.outcome]}</span>
            {e.detail && e.outcome !== 'done' ? <span className="block text-xs text-slate-600">{e.detail}</span> : null}
          </td>
        </tr>
      ))}
      {last && next !== null ? (
        <tr>
          <td colSpan={5} className="px-4 py-3 text-center">
            <Button variant="secondary" size="sm" onClick={() => onMore(next)}>
              Show older changes
            </Button>
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}
