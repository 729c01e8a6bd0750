import { Link, useLocation } from 'react-router';
import { Lock } from 'lucide-react';
import { cn } from '../components/ui/cn';
import { scopeWords } from '../components/ui/scope-words';
import { NAV_GROUPS, routeForPath } from './route-table';

type NavGroup = (typeof NAV_GROUPS)[number];
import { navIcon } from './nav-icons';

export type SideNavProps = {
  /** Scopes of the key, or null while they are not known yet. */
  scopes: ReadonlySet<string> | null;
  onNavigate?: () => void;
  /** Tells apart the ids of the two copies (sidebar and menu). */
  idPrefix?: string;
  /** A team member's navigation: areas the role cannot open are left out (a role sees only its pages). */
  hideMissing?: boolean;
};

/**
 * Navigation to every area, in the route table's groups. An area the key has
 * no scope for stays visible but disabled, saying in words what it needs.
 * The current area is marked with the accent: the area of the route table's
 * row for this address, so a session's Q&A board marks Q&A, not Sessions.
 */
export function SideNav({ scopes, onNavigate, idPrefix = 'nav', hideMissing = false }: SideNavProps) {
  const currentArea = routeForPath(useLocation().pathname)?.label;
  const shown = (area: NavGroup['routes'][number]) => !(hideMissing && area.scope && scopes && !scopes.has(area.scope));
  const groups = NAV_GROUPS.map((group) => ({ ...group, routes: group.routes.filter(shown) })).filter((group) => group.routes.length > 0);
  return (
    <nav aria-label="Areas" className="space-y-5">
      {groups.map((group) => {
        const groupId = `${idPrefix}-group-${group.name.toLowerCase()}`;
        return (
          <div key={group.name}>
            <p id={groupId} className="px-3 pb-1 text-[0.7rem] font-semibold uppercase tracking-wider text-slate-600">
              {group.name}
            </p>
            <ul className="space-y-0.5" aria-labelledby={groupId}>
              {group.routes.map((area) => {
                const to = area.link();
                const Icon = navIcon(area.name);
                const missing = area.scope && scopes && !scopes.has(area.scope) ? area.scope : null;
                if (missing) {
                  return (
                    <li key={to}>
                      <span
                        aria-disabled="true"
                        data-testid={`nav-disabled-${to}`}
                        title={`Needs a key that can ${scopeWords(missing)}`}
                        className="flex cursor-not-allowed items-center gap-3 rounded-md px-3 py-1.5 text-sm text-slate-500"
                      >
                        <Icon aria-hidden className="size-4 shrink-0" />
                        <span className="min-w-0 flex-1">
                          <span className="block">{area.label}</span>
                          <span className="flex items-center gap-1 text-xs">
                            <Lock aria-hidden className="size-3" /> Not allowed by this key
                          </span>
                        </span>
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={to}>
                    <Link
                      to={to}
                      onClick={onNavigate}
                      data-testid={`nav-${to}`}
                      aria-current={area.label === currentArea ? 'page' : undefined}
                      className={cn(
                        'relative flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                        area.label === currentArea ? 'bg-indigo-50 text-indigo-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )}
                    >
                      {area.label === currentArea ? <span aria-hidden data-testid="nav-active-mark" className="absolute inset-y-1.5 left-0 w-1 rounded-full bg-accent" /> : null}
                      <Icon aria-hidden className={cn('size-4 shrink-0', area.label === currentArea ? 'text-indigo-700' : 'text-slate-500')} />
                      {area.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
