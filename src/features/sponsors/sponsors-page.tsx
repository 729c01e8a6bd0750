import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useMay } from '../../api/account-queries';
import { Handshake, Plus, Search } from 'lucide-react';
import { eventQueries } from '../../api/event-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { useUrlState } from '../../components/form/use-url-state';
import { sponsorListState, sponsorListView } from './sponsor-list-view';
import { paths } from '../../paths';

export default function SponsorsPage() {
  const mayWrite = useMay('event:write');
  const { state: view, set: setView } = useUrlState(sponsorListState);
  const sponsors = useQuery(sponsorQueries.list());
  const lists = useQuery(eventQueries.lists());
  const tiers = useMemo(() => lists.data?.tierArray ?? [], [lists.data]);
  const rows = useMemo(() => sponsorListView(sponsors.data ?? [], view), [sponsors.data, view]);
  const tierName = (tier: number) => tiers[tier] ?? 'A tier that is no longer named';

  return (
    <div>
      <PageHeader
        title="Sponsors"
        description="Sponsors by tier, with their logos, banners and own pages."
        actions={
          mayWrite ? (
            <Link to={paths.sponsor.newLink()} className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" /> New sponsor
            </Link>
          ) : null
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3" role="search">
        <label className="relative block">
          <span className="sr-only">Search sponsors</span>
          <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-4 text-slate-500" />
          <input type="search" className={`${controlClasses(false)} pl-9`} placeholder="Search name or address" value={view.q} onChange={(e) => setView({ q: e.target.value })} />
        </label>
        <select aria-label="Tier" className={controlClasses(false)} value={view.tier} onChange={(e) => setView({ tier: e.target.value })}>
          <option value="">All tiers</option>
          {tiers.map((t, i) => (
            <option key={i} value={String(i)}>
              {t}
            </option>
          ))}
        </select>
        <div className="flex gap-2">
          <select aria-label="Sort by" className={controlClasses(false)} value={view.sort} onChange={(e) => setView({ sort: sponsorListState.shape.sort.parse(e.target.value) })}>
            <option value="tier">Tier, then name</option>
            <option value="name">Name</option>
          </select>
          <button type="button" className={buttonClasses('secondary')} onClick={() => setView({ dir: view.dir === 'asc' ? 'desc' : 'asc' })} aria-label={view.dir === 'asc' ? 'A→Z, ascending order; switch to descending' : 'Z→A, descending order; switch to ascending'}>
            {view.dir === 'asc' ? 'A→Z' : 'Z→A'}
          </button>
        </div>
      </div>
      {sponsors.isPending ? (
        <LoadingState label="Loading sponsors…" shape="grid" />
      ) : sponsors.isError ? (
        <ErrorState title="The sponsors could not be loaded" error={sponsors.error} onRetry={() => void sponsors.refetch()} />
      ) : (sponsors.data ?? []).length === 0 ? (
        <EmptyState icon={<Handshake className="size-8" />} title="No sponsors yet" action={<Link className={buttonClasses('primary')} to={paths.sponsor.newLink()}>Add the first sponsor</Link>}>
          Sponsors show in the app by tier and can have their own page.
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title="No sponsor matches">Change the search or the tier.</EmptyState>
      ) : (
        view.sort === 'tier' ? (
          <div className="space-y-6">
            {byTier(rows).map((group) => (
              <section key={group.tier} aria-label={`${tierName(group.tier)} (${group.sponsors.length})`}>
                <h2 className="mb-2 flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-slate-900">
                  {tierName(group.tier)}
                  <span className="text-sm font-normal text-slate-600">
                    {group.sponsors.length} sponsor{group.sponsors.length === 1 ? '' : 's'}
                  </span>
                </h2>
                <SponsorCards rows={group.sponsors} />
              </section>
            ))}
          </div>
        ) : (
          <SponsorCards rows={rows} tierName={tierName} label={`Sponsors (${rows.length})`} />
        )
      )}
    </div>
  );
}

type SponsorRow = ReturnType<typeof sponsorListView>[number];

/** Consecutive sponsors of one tier, in the order given. */
function byTier(rows: readonly SponsorRow[]): { tier: number; sponsors: SponsorRow[] }[] {
  const groups: { tier: number; sponsors: SponsorRow[] }[] = [];
  for (const s of rows) {
    const last = groups[groups.length - 1];
    if (last && last.tier === s.tier) last.sponsors.push(s);
    else groups.push({ tier: s.tier, sponsors: [s] });
  }
  return groups;
}

/** Sponsor cards; with `tierName`, each card names its tier (the list is not grouped by tier). */
function SponsorCards({ rows, tierName, label }: { rows: readonly SponsorRow[]; tierName?: (tier: number) => string; label?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {rows.map((s) => (
            <li key={s.documentId} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
              {/* A logo that does not load leaves the grey placeholder rather than a gap. */}
              <div aria-hidden className="size-12 shrink-0 overflow-hidden rounded bg-slate-200">
                {s.sponsorImagePath ? <img src={s.sponsorImagePath} alt="" className="size-full bg-white object-contain" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} /> : null}
              </div>
              <div className="min-w-0">
                <Link to={paths.sponsor.link(s.documentId)} className="font-medium text-indigo-700 hover:underline">
                  {s.name}
                </Link>
                {tierName ? <p className="text-sm text-slate-600">{tierName(s.tier)}</p> : null}
                <p className="mt-0.5 flex flex-wrap gap-1 text-xs">
                  {s.hasOwnPage ? <span className="rounded bg-indigo-50 px-1.5 py-0.5 text-indigo-800">Own page · {s.contentData.length} sections</span> : null}
                  {s.hideFromList ? <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">Hidden</span> : null}
                  {s.unListed ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">Unpublished</span> : null}
                </p>
              </div>
            </li>
          ))}
    </ul>
  );
}
