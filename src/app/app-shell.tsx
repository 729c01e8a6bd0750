import { useRelayProgramme } from '../components/screen/use-screen-relay';
import { presenceWhere } from './presence-where';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { KeyRound, Menu, X, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { useWhoami } from '../api/account-queries';
import { BrandMark } from '../components/ui/brand-mark';
import { EmptyState } from '../components/ui/empty-state';
import { LoadingState } from '../components/ui/loading-state';
import { scopeWords } from '../components/ui/scope-words';
import { cn } from '../components/ui/cn';
import { NAV_ROUTES, accessForPath } from './route-table';
import { PaletteButton } from '../components/command-palette/palette-button';
import type { PaletteMode, PaletteRoute } from '../components/command-palette/palette-types';
import { usePaletteKeys } from '../components/command-palette/use-palette-keys';
import { ConnectionBanner } from './connection-banner';
import { KeyStatus, showsKeyLife } from './key-status';
import { PresenceList } from '../components/team/presence-list';
import { MemberBadge } from '../components/team/member-badge';
import { roleName } from '../contract/team';
import { useConnection } from '../api/use-connection';
import { useMemberFromWhoami } from '../api/use-member-from-whoami';
import { SchedulerStatus, SchedulerSummary } from './scheduler-status';
import { SideNav } from './side-nav';
import { useEventTheme } from './event-theme';
import { useScrollRestoration } from './use-scroll-restoration';
import { formatTimeLeft, useKeyCountdown } from '../api/use-key-countdown';

const loadPalette = () => import('../components/command-palette/command-palette');
const CommandPalette = lazy(loadPalette);
const PALETTE_ROUTES: readonly PaletteRoute[] = NAV_ROUTES.map((r) => ({ label: r.label, group: r.nav ?? '', to: r.link(), scope: r.scope }));

/** The palette's open state and keys; its code loads when the browser is idle, or on first use. */
function usePalette() {
  const [palette, setPalette] = useState<{ open: boolean; mode: PaletteMode; used: boolean }>({ open: false, mode: 'all', used: false });
  const open = useCallback((mode: PaletteMode) => setPalette({ open: true, mode, used: true }), []);
  const toggle = useCallback(() => setPalette((p) => ({ open: !p.open, mode: 'all', used: true })), []);
  const onOpenChange = useCallback((next: boolean) => setPalette((p) => ({ ...p, open: next })), []);
  usePaletteKeys(open, toggle);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => void loadPalette());
  }, []);
  return { palette, open, onOpenChange };
}

/**
 * The frame around every area page: skip link, the product's mark, grouped
 * navigation (a sidebar on wide screens, a menu on narrow ones), the event's
 * name, the key's time left (compact, not on phones), the request budget
 * (only when it runs low or the service asked to wait), and the expiry warning; all
 * in the event's own accent colour (event-theme.ts).
 */
export default function AppShell() {
  const { data: whoami } = useWhoami();
  useMemberFromWhoami();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const countdown = useKeyCountdown(whoami?.expiresAt);
  const scopes = useMemo(() => (whoami ? new Set(whoami.scopes) : null), [whoami]);
  const warned = useRef<string | null>(null);
  const theme = useEventTheme(scopes ? scopes.has('event:read') : undefined);
  const { palette, open: openPalette, onOpenChange: onPaletteChange } = usePalette();
  useScrollRestoration();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (countdown.expiringSoon && whoami && warned.current !== whoami.expiresAt) {
      warned.current = whoami.expiresAt;
      toast.warning('Your API key expires in less than ten minutes.', {
        description: 'Get a new key from the event console; you will be asked for it here without losing your work.',
      });
    }
  }, [countdown.expiringSoon, whoami]);

  const access = accessForPath(location.pathname);
  const area = access?.row;
  // In front of a remote API, the rooms' screens follow the programme this console read.
  useRelayProgramme();
  const member = useConnection()?.member;
  const missingScope = access?.scope && scopes && !scopes.has(access.scope) ? access.scope : null;
  // A member's role is known from /whoami: a page that needs a scope waits for it, so that it never calls what the role may not.
  const roleUnknown = !!member && !!access?.scope && !scopes;

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]" style={theme} data-testid="shell">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Skip to content
      </a>

      <aside className="hidden border-r border-slate-200 bg-white lg:block">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="flex h-14 items-center border-b border-slate-200 px-4">
            <BrandMark />
          </div>
          <div className="flex-1 overflow-y-auto p-3">
            <SideNav scopes={scopes} idPrefix="side" hideMissing={!!member} />
          </div>
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
          <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
            <button
              type="button"
              className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-nav"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
              <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            </button>
            <BrandMark className="lg:hidden" nameClassName="hidden sm:inline" />
            <span aria-hidden className="hidden h-5 w-px bg-slate-200 sm:block lg:hidden" />
            <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" data-testid="shell-event-name">
              {whoami?.eventName ?? ' '}
            </p>
            <PresenceList where={presenceWhere(location.pathname, area?.label)} />
            <div className="flex shrink-0 items-center gap-2">
              <PaletteButton onOpen={() => openPalette('all')} onIntent={() => void loadPalette()} />
              <SchedulerStatus />
              {member ? <MemberBadge member={member} /> : <KeyStatus countdown={countdown} />}
            </div>
          </div>
          <div id="mobile-nav" className={cn('border-t border-slate-200 bg-white p-3 lg:hidden', menuOpen ? 'block' : 'hidden')}>
            <SideNav scopes={scopes} onNavigate={() => setMenuOpen(false)} idPrefix="menu" hideMissing={!!member} />
            <div className="mt-3 space-y-2 border-t border-slate-100 pt-3">
              {countdown.secondsLeft !== null && !countdown.expired && showsKeyLife(countdown) ? (
                <p className="flex items-start gap-1.5 px-3 text-xs text-slate-600">
                  <KeyRound aria-hidden className="mt-px size-3.5 shrink-0" />
                  Your API key: {formatTimeLeft(countdown.secondsLeft)} left
                </p>
              ) : null}
              <SchedulerSummary />
            </div>
          </div>
          <ConnectionBanner />
        </header>

        {countdown.expiringSoon && countdown.secondsLeft !== null ? (
          <div role="alert" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6">
            Your API key expires in <strong>{formatTimeLeft(countdown.secondsLeft)}</strong>. When it does, you will be asked for a new one here; nothing you typed is lost.
          </div>
        ) : null}

        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
          {roleUnknown ? (
            <LoadingState label="Loading your role…" />
          ) : missingScope && member ? (
            <EmptyState icon={<Lock className="size-8" />} title={`Your role cannot ${access?.what}`}>
              {access?.subject} is not part of the {roleName(member.role)} role: it needs the right to {scopeWords(missingScope)}. An organiser of the team chooses each member’s role; ask one if
              you need it.
            </EmptyState>
          ) : missingScope ? (
            <EmptyState icon={<Lock className="size-8" />} title={`Your key cannot ${access?.what}`}>
              {access?.subject} needs a key that can {scopeWords(missingScope)}. Ask whoever issues your keys for one that allows it, then connect again from the account page.
              <details className="mt-3 text-xs">
                <summary className="cursor-pointer font-medium">Details for whoever issues keys</summary>
                <p className="mt-1">
                  The scope it needs: <code className="font-mono">{missingScope}</code>
                </p>
              </details>
            </EmptyState>
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      {palette.used ? (
        <Suspense fallback={null}>
          <CommandPalette open={palette.open} mode={palette.mode} onOpenChange={onPaletteChange} routes={PALETTE_ROUTES} scopes={scopes ?? new Set()} />
        </Suspense>
      ) : null}
    </div>
  );
}
