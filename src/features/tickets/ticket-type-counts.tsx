import { cn } from '../../components/ui/cn';
import type { TicketList } from './use-ticket-list';

/** How many tickets of each type; a type's button filters the list by it (pressed again, shows every type). */
export function TicketTypeCounts({ list }: { list: TicketList }) {
  const { counts, view, setView } = list;
  return (
    <>
{counts.length > 0 ? (
  <section aria-labelledby="ticket-counts-heading" className="mb-4">
    <h2 id="ticket-counts-heading" className="mb-2 text-sm font-semibold text-slate-800">
      Tickets per type
    </h2>
    <ul className="flex flex-wrap gap-2">
      {counts.map((c) => {
        const active = view.type === c.type;
        return (
          <li key={c.type}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => setView({ type: active ? '' : c.type })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-indigo-600',
                active ? 'bg-indigo-600 text-white ring-indigo-600' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {c.type} <strong className="tabular-nums">{c.count.toLocaleString()}</strong>
            </button>
          </li>
        );
      })}
    </ul>
  </section>
) : null}
    </>
  );
}
