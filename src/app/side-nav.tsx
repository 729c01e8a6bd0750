import { NavLink } from 'react-router';
import { Lock } from 'lucide-react';
import { cn } from '../components/ui/cn';
import { NAV_ROUTES } from './route-table';
import { NAV_ICONS } from './nav-icons';

export type SideNavProps = {
  /** Scopes of the key, or null while they are not known yet. */
  scopes: ReadonlySet<string> | null;
  onNavigate?: () => void;
};

/**
 * Navigation to every area. An area the key has no scope for stays visible but
 * disabled, naming the scope it needs.
 */
export function SideNav({ scopes, onNavigate }: SideNavProps) {
  return (
    <nav aria-label="Areas">
      <ul className="space-y-0.5">
        {NAV_ROUTES.map((area) => {
          const to = area.link();
          const Icon = NAV_ICONS[to] ?? NAV_ICONS.default;
          const missing = area.scope && scopes && !scopes.has(area.scope) ? area.scope : null;
          if (missing) {
            return (
              <li key={to}>
                <span
                  aria-disabled="true"
                  data-testid={`nav-disabled-${to}`}
                  title={`Needs scope ${missing}`}
                  className="flex cursor-not-allowed items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-500"
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block">{area.label}</span>
                    <span className="flex items-center gap-1 text-xs">
                      <Lock aria-hidden className="size-3" /> Needs {missing}
                    </span>
                  </span>
                </span>
              </li>
            );
          }
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {area.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
