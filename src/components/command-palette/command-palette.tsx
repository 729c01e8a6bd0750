/**
 * The command palette (Ctrl+K / ⌘K, `/` to search, `?` for the keys): go to
 * any page, find any session, speaker, sponsor, guest, abstract, poll or
 * question by its words, and run the main actions. Loaded on first use, so
 * neither the login route nor the shell's first load carries it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Command } from 'cmdk';
import * as RadixDialog from '@radix-ui/react-dialog';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, CornerDownLeft, FileSpreadsheet, Keyboard, MonitorUp, Search, Vote } from 'lucide-react';
import { useMayDriveScreens } from '../../api/account-queries';
import { sessionQueries } from '../../api/session-queries';
import { paths, withQuery } from '../../paths';
import { KeyboardShortcutsList } from './keyboard-shortcuts-list';
import { GLOBAL_SHORTCUTS, useCurrentPageShortcuts } from './page-shortcuts';
import { fold, RECORD_KINDS, searchRecords, type PaletteRecord, type RecordKind } from './palette-search';
import type { PaletteMode, PaletteRoute } from './palette-types';
import { usePaletteRecords } from './use-palette-records';

const KIND_HEADINGS: Record<RecordKind, string> = {
  session: 'Sessions',
  speaker: 'Speakers',
  sponsor: 'Sponsors',
  guest: 'Guests',
  abstract: 'Abstracts',
  poll: 'Polls',
  question: 'Questions',
};
/** Results shown per kind. */
const PER_KIND = 6;

type View = 'root' | 'keys' | 'poll-session';

export type CommandPaletteProps = {
  open: boolean;
  mode: PaletteMode;
  onOpenChange: (open: boolean) => void;
  routes: readonly PaletteRoute[];
  scopes: ReadonlySet<string>;
};

export default function CommandPalette({ open, mode, onOpenChange, routes, scopes }: CommandPaletteProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-[10dvh] z-50 flex max-h-[80dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 flex-col overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-slate-900/10 focus:outline-none"
        >
          {/* Keyed by the mode: each opening starts afresh (empty search, first view). */}
          {open ? <PaletteBody key={mode} mode={mode} close={() => onOpenChange(false)} routes={routes} scopes={scopes} /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PaletteBody({ mode, close, routes, scopes }: { mode: PaletteMode; close: () => void; routes: readonly PaletteRoute[]; scopes: ReadonlySet<string> }) {
  const [view, setView] = useState<View>(mode === 'keys' ? 'keys' : 'root');
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sessionHere = matchPath(`${paths.session.pattern}/*`, pathname)?.params.id ?? matchPath(paths.session.pattern, pathname)?.params.id;
  const inSession = sessionHere && sessionHere !== 'new' ? sessionHere : undefined;

  const go = (to: string) => {
    close();
    void navigate(to);
  };

  if (view === 'keys') return <KeysView onBack={mode === 'keys' ? undefined : () => setView('root')} />;

  const back = view !== 'root' ? () => setView('root') : undefined;
  return (
    <Command label="Command palette" shouldFilter={false} loop className="flex min-h-0 flex-col">
      <RadixDialog.Title className="sr-only">{mode === 'search' ? 'Search the event' : 'Command palette'}</RadixDialog.Title>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4">
        {back ? (
          <button type="button" onClick={back} className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <ArrowLeft aria-hidden className="size-4" />
            <span className="sr-only">Back</span>
          </button>
        ) : (
          <Search aria-hidden className="size-4 shrink-0 text-slate-500" />
        )}
        <Command.Input
          value={query}
          onValueChange={setQuery}
          onKeyDown={(e) => {
            if (e.key === 'Backspace' && query === '' && back) back();
          }}
          placeholder={view === 'poll-session' ? 'Which session is the poll for?' : mode === 'search' ? 'Search sessions, speakers, guests, abstracts…' : 'Type a page, a name or an action…'}
          className="h-12 w-full bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
        <kbd className="hidden shrink-0 rounded border border-slate-300 px-1.5 py-0.5 font-mono text-[11px] text-slate-600 sm:inline">Esc</kbd>
      </div>
      <Command.List label="Results" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
        {view === 'poll-session' ? (
          <PollSessionChoices query={query} onPick={(id) => go(withQuery(paths.sessionPolls.link(id), { new: id }))} />
        ) : (
          <RootChoices query={query} mode={mode} routes={routes} scopes={scopes} inSession={inSession} go={go} setView={setView} />
        )}
      </Command.List>
      <div className="hidden items-center gap-4 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:flex">
        <span className="inline-flex items-center gap-1">
          <kbd className="font-mono">↑</kbd>
          <kbd className="font-mono">↓</kbd> to move
        </span>
        <span className="inline-flex items-center gap-1">
          <CornerDownLeft aria-hidden className="size-3" /> to open
        </span>
        <span>
          <kbd className="font-mono">?</kbd> keys of this page
        </span>
      </div>
    </Command>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-950 aria-disabled:opacity-50';
const groupClass = '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600';

type Action = { id: string; label: string; words: string; icon: ReactNode; run: () => void };

function RootChoices({
  query,
  mode,
  routes,
  scopes,
  inSession,
  go,
  setView,
}: {
  query: string;
  mode: PaletteMode;
  routes: readonly PaletteRoute[];
  scopes: ReadonlySet<string>;
  inSession: string | undefined;
  go: (to: string) => void;
  setView: (v: View) => void;
}) {
  const { records, reading, skipped } = usePaletteRecords(query, scopes);
  // Pairing a screen is driving the room screens (AV and moderators; every key), on Rooms (which reads questions).
  const mayPair = useMayDriveScreens() && scopes.has('qa:read');
  const q = fold(query);
  const found = useMemo(() => searchRecords(records, query, 200), [records, query]);
  const byKind = useMemo(() => {
    const groups = new Map<RecordKind, PaletteRecord[]>();
    for (const r of found) {
      const list = groups.get(r.kind) ?? [];
      if (list.length < PER_KIND) list.push(r);
      groups.set(r.kind, list);
    }
    return RECORD_KINDS.filter((k) => groups.has(k)).map((k) => ({ kind: k, records: groups.get(k) ?? [] }));
  }, [found]);

  const candidates: (Action | null)[] = [
    scopes.has('event:write') ? { id: 'new-session', label: 'New session', words: 'new session create add', icon: <CalendarPlus aria-hidden className="size-4" />, run: () => go(paths.session.newLink()) } : null,
    scopes.has('polls:write')
      ? {
          id: 'new-poll',
          label: inSession ? 'New poll in this session' : 'New poll…',
          words: 'new poll create add vote',
          icon: <Vote aria-hidden className="size-4" />,
          run: () => (inSession ? go(withQuery(paths.sessionPolls.link(inSession), { new: inSession })) : setView('poll-session')),
        }
      : null,
    mayPair
      ? { id: 'pair-screen', label: 'Pair a screen', words: 'pair screen projector tv room code', icon: <MonitorUp aria-hidden className="size-4" />, run: () => go(withQuery(paths.rooms.link(), { pair: 1 })) }
      : null,
    { id: 'export-report', label: 'Export the event report', words: 'export report download xlsx csv excel', icon: <FileSpreadsheet aria-hidden className="size-4" />, run: () => go(withQuery(paths.report.link(), { gather: 1 })) },
    { id: 'keys', label: 'Keyboard shortcuts', words: 'keyboard shortcuts keys help', icon: <Keyboard aria-hidden className="size-4" />, run: () => setView('keys') },
  ];
  const actions = candidates.filter((a): a is Action => a !== null);

  const shownActions = mode === 'search' ? [] : actions.filter((a) => !q || fold(`${a.label} ${a.words}`).includes(q));
  const shownRoutes = mode === 'search' ? [] : routes.filter((r) => (!r.scope || scopes.has(r.scope)) && (!q || fold(`${r.label} ${r.group}`).includes(q)));
  const nothing = shownActions.length === 0 && shownRoutes.length === 0 && byKind.length === 0;

  return (
    <>
      {/* Plain words, not a progress bar: inside the list (a listbox) only options and groups may have a role. */}
      {reading.length > 0 ? <p className="px-3 py-2 text-sm text-slate-600">Reading the lists this search needs…</p> : null}
      {nothing && reading.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-slate-600">
          {q ? `Nothing matches “${query.trim()}”.` : 'Type a name, a title or an e-mail address.'}
          {skipped.length > 0 ? ` Not searched yet, to spare the request budget: ${skipped.join(', ')}.` : null}
        </p>
      ) : null}
      {shownActions.length > 0 ? (
        <Command.Group heading="Actions" className={groupClass}>
          {shownActions.map((a) => (
            <Command.Item key={a.id} value={`action:${a.id}`} onSelect={a.run} className={itemClass}>
              <span className="text-slate-500">{a.icon}</span>
              {a.label}
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
      {byKind.map((g) => (
        <Command.Group key={g.kind} heading={KIND_HEADINGS[g.kind]} className={groupClass}>
          {g.records.map((r) => (
            <Command.Item key={`${r.kind}:${r.id}`} value={`${r.kind}:${r.id}`} onSelect={() => go(r.to)} className={itemClass}>
              <span className="min-w-0 flex-1">
                <span className="block truncate">{r.title}</span>
                {r.detail ? <span className="block truncate text-xs text-slate-600">{r.detail}</span> : null}
              </span>
            </Command.Item>
          ))}
        </Command.Group>
      ))}
      {shownRoutes.length > 0 ? (
        <Command.Group heading="Go to" className={groupClass}>
          {shownRoutes.map((r) => (
            <Command.Item key={r.to} value={`page:${r.to}`} onSelect={() => go(r.to)} className={itemClass}>
              <span className="flex-1">{r.label}</span>
              <span className="text-xs text-slate-500">{r.group}</span>
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
    </>
  );
}

function PollSessionChoices({ query, onPick }: { query: string; onPick: (sessionId: string) => void }) {
  const sessions = useQuery(sessionQueries.list());
  const q = fold(query);
  const shown = (sessions.data ?? []).filter((s) => !q || fold(`${s.title} ${s.location}`).includes(q)).slice(0, 50);
  if (sessions.isPending) return <p className="px-3 py-2 text-sm text-slate-600">Reading the sessions…</p>;
  return (
    <Command.Group heading="Create the poll in" className={groupClass}>
      {shown.length === 0 ? <p className="px-3 py-4 text-sm text-slate-600">No session matches.</p> : null}
      {shown.map((s) => (
        <Command.Item key={s.documentId} value={s.documentId} onSelect={() => onPick(s.documentId)} className={itemClass}>
          <span className="min-w-0 flex-1 truncate">{s.title || 'Untitled session'}</span>
          <span className="shrink-0 text-xs text-slate-500">{[s.date, s.startTime].filter(Boolean).join(' ')}</span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}

function KeysView({ onBack }: { onBack?: () => void }) {
  const page = useCurrentPageShortcuts();
  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        {onBack ? (
          <button type="button" onClick={onBack} className="rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            <ArrowLeft aria-hidden className="size-4" />
            <span className="sr-only">Back</span>
          </button>
        ) : (
          <Keyboard aria-hidden className="size-4 text-slate-500" />
        )}
        <RadixDialog.Title className="flex-1 text-base font-semibold text-slate-900">Keyboard shortcuts</RadixDialog.Title>
        <RadixDialog.Close className="rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">Close</RadixDialog.Close>
      </div>
      <div className="min-h-0 space-y-5 overflow-y-auto p-4">
        {page ? <KeyboardShortcutsList caption={page.title} shortcuts={page.shortcuts} /> : <p className="text-sm text-slate-600">This page has no keys of its own.</p>}
        <KeyboardShortcutsList caption="Everywhere" shortcuts={GLOBAL_SHORTCUTS} />
      </div>
    </div>
  );
}
