import { Users } from 'lucide-react';
import { usePresence } from '../../api/team-presence';
import { ROLE_NAMES, type PresenceEntry } from '../../contract/team';

const roleWord = (role: PresenceEntry['role']) => (role === 'key' ? 'with the key' : ROLE_NAMES[role]);

/**
 * Who else is on the event and where ("Ana · Sessions"), in the top bar: the first two by name, the rest as a
 * count; the full list in the tooltip and for screen readers.
 */
export function PresenceList({ where }: { where: string }) {
  const { entries, self } = usePresence(where);
  const others = entries.filter((e) => e.id !== self);
  if (others.length === 0) return null;
  const line = (e: PresenceEntry) => `${e.name} · ${e.where || 'the console'}`;
  return (
    <div className="hidden min-w-0 items-center gap-1.5 text-xs text-slate-700 md:flex" data-testid="presence" title={others.map((e) => `${line(e)} (${roleWord(e.role)})`).join('\n')}>
      <Users aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">Also on the event:</span>
      <ul className="flex min-w-0 items-center gap-2 truncate">
        {others.slice(0, 2).map((e) => (
          <li key={e.id} className="truncate rounded-full bg-slate-100 px-2 py-0.5">
            {line(e)}
          </li>
        ))}
        {others.length > 2 ? <li className="text-slate-600">+{others.length - 2} more</li> : null}
      </ul>
      <ul className="sr-only">
        {others.slice(2).map((e) => (
          <li key={e.id}>{line(e)}</li>
        ))}
      </ul>
    </div>
  );
}
