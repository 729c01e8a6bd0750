import { Search } from 'lucide-react';
import { controlClasses } from '../../components/ui/field-shell';
import { GENERAL_ADMISSION } from './ticket-list-view';
import type { TicketList } from './use-ticket-list';

/** Search by e-mail, and filters by type and session. */
export function TicketFilters({ list }: { list: TicketList }) {
  const { view, setView, search, setSearch, types, sessions } = list;
  return (
  <div className="mb-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
    <div className="relative">
      <label htmlFor="ticket-search" className="mb-1 block text-sm font-medium text-slate-800">
        Search by e-mail
      </label>
      <Search aria-hidden className="pointer-events-none absolute bottom-3 left-3 size-4 text-slate-500" />
      <input id="ticket-search" type="search" className={`${controlClasses(false)} pl-9`} value={search} placeholder="name@example.org" onChange={(e) => setSearch(e.target.value)} />
    </div>
    <div>
      <label htmlFor="ticket-type-filter" className="mb-1 block text-sm font-medium text-slate-800">
        Type
      </label>
      <select id="ticket-type-filter" className={controlClasses(false)} value={view.type} onChange={(e) => setView({ type: e.target.value })}>
        <option value="">Every type</option>
        {types.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
        {view.type && !types.includes(view.type) ? <option value={view.type}>{view.type}</option> : null}
      </select>
    </div>
    <div>
      <label htmlFor="ticket-session-filter" className="mb-1 block text-sm font-medium text-slate-800">
        Session
      </label>
      <select id="ticket-session-filter" className={controlClasses(false)} value={view.session} onChange={(e) => setView({ session: e.target.value })}>
        <option value="">Every session</option>
        <option value={GENERAL_ADMISSION}>General admission</option>
        {(sessions.data ?? []).map((s) => (
          <option key={s.documentId} value={s.documentId}>
            {s.title}
          </option>
        ))}
      </select>
    </div>
  </div>
  );
}
