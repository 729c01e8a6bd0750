import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Columns3, Download, FileUp, Plus, Search } from 'lucide-react';
import { abstractQueries, deleteAbstract, refreshAfterAbstractWrite, upsertAbstract, useSetAbstractListed } from '../../api/abstract-queries';
import { eventQueries } from '../../api/event-queries';
import { isApiError } from '../../api/errors';
import { sessionQueries } from '../../api/session-queries';
import type { Abstract } from '../../contract/abstract';
import { dateStamp, downloadBlob, downloadCsv, downloadXlsx } from '../../components/table-import/export-table';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { controlClasses } from '../../components/ui/field-shell';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { abstractsToJson, abstractsToTable } from './abstract-export';
import { COLUMNS, SORTS, abstractListState, applyListView, categoryChoices } from './abstract-list-view';
import { useUrlState } from '../../components/form/use-url-state';
import { AbstractsTable } from './abstracts-table';
import { bulkVerb, runInTurn, type BulkKind, type BulkProgress } from './bulk-actions';

const SORT_LABELS: Record<(typeof SORTS)[number], string> = { number: 'Number', title: 'Title', category: 'Category', authors: 'First author', session: 'Session' };
const NO_ABSTRACTS: Abstract[] = [];

function explain(e: unknown): string {
  return isApiError(e) ? e.explain() : e instanceof Error ? e.message : String(e);
}

export default function AbstractsPage() {
  const { state: view, set: update } = useUrlState(abstractListState);
  const qc = useQueryClient();

  const list = useQuery(abstractQueries.list());
  const sessions = useQuery(sessionQueries.list());
  const event = useQuery(eventQueries.settings());
  const setListed = useSetAbstractListed();

  const [search, setSearch] = useState(view.q);
  useEffect(() => setSearch(view.q), [view.q]);
  const deferredView = useDeferredValue(view);

  const sessionTitles = useMemo(() => new Map((sessions.data ?? []).map((s) => [s.documentId, s.title])), [sessions.data]);
  const sessionTitle = (id: string) => sessionTitles.get(id) ?? `Unknown session (${id})`;
  const sortSessionTitle = useCallback((id: string) => sessionTitles.get(id) ?? id, [sessionTitles]);
  const rows = useMemo(() => applyListView(list.data ?? NO_ABSTRACTS, deferredView, sortSessionTitle), [list.data, deferredView, sortSessionTitle]);
  const categories = useMemo(() => categoryChoices(list.data ?? NO_ABSTRACTS, event.data?.categories ?? []), [list.data, event.data?.categories]);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [rowError, setRowError] = useState<string | null>(null);
  const [bulk, setBulk] = useState<BulkProgress | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const stopRef = useRef(false);

  // Keep the selection to abstracts that still exist.
  useEffect(() => {
    if (!list.data) return;
    const ids = new Set(list.data.map((a) => a.documentId));
    setSelected((s) => (s.size && [...s].some((id) => !ids.has(id)) ? new Set([...s].filter((id) => ids.has(id))) : s));
  }, [list.data]);

  async function setOne(a: Abstract, unListed: boolean) {
    setRowError(null);
    setPending((p) => new Set(p).add(a.documentId));
    try {
      await setListed.mutateAsync({ documentId: a.documentId, unListed });
    } catch (e) {
      setRowError(`"${a.title}" was not changed: ${explain(e)}`);
    } finally {
      setPending((p) => {
        const n = new Set(p);
        n.delete(a.documentId);
        return n;
      });
    }
  }

  async function runBulk(kind: BulkKind) {
    const ids = [...selected];
    stopRef.current = false;
    const byId = new Map((list.data ?? []).map((a) => [a.documentId, a]));
    const final = await runInTurn(
      ids,
      kind,
      async (id) => {
        if (kind === 'delete') await deleteAbstract(id, { priority: 'bulk' });
        else await upsertAbstract({ documentId: id, unListed: kind === 'unpublish' }, { priority: 'bulk' });
        // Show each change as it lands.
        qc.setQueryData(abstractQueries.list().queryKey, (old) =>
          kind === 'delete' ? old?.filter((a) => a.documentId !== id) : old?.map((a) => (a.documentId === id ? { ...a, unListed: kind === 'unpublish' } : a)),
        );
      },
      setBulk,
      () => stopRef.current,
      explain,
    );
    setBulk({ ...final, failed: final.failed.map((f) => ({ ...f, id: byId.get(f.id)?.title ? `${byId.get(f.id)!.title} (${f.id})` : f.id })) });
    setSelected(new Set(final.failed.map((f) => f.id)));
    refreshAfterAbstractWrite(qc);
  }

  async function exportAs(format: 'csv' | 'xlsx' | 'json', which: 'shown' | 'all') {
    const data = which === 'all' ? (list.data ?? []) : rows;
    const name = `abstracts-${which === 'all' ? 'all' : 'filtered'}-${dateStamp()}`;
    if (format === 'json') downloadBlob(new Blob([abstractsToJson(data)], { type: 'application/json' }), `${name}.json`);
    else if (format === 'csv') downloadCsv(abstractsToTable(data, sessionTitle), `${name}.csv`);
    else await downloadXlsx(abstractsToTable(data, sessionTitle), `${name}.xlsx`, 'Abstracts');
  }

  const filtered = !!(view.q || view.category || view.session || view.status || view.poster);
  const total = list.data?.length ?? 0;

  return (
    <div>
      <PageHeader
        title="Abstracts"
        description="Scientific abstracts and e-posters: search, publish, edit, import and export."
        actions={
          <>
            <Link to="/abstracts/import" className={buttonClasses('secondary')}>
              <FileUp aria-hidden className="size-4" /> Import
            </Link>
            <Link to="/abstracts/new" className={buttonClasses('primary')}>
              <Plus aria-hidden className="size-4" /> New abstract
            </Link>
          </>
        }
      />

      {list.isPending ? (
        <LoadingState label="Loading abstracts…" />
      ) : list.isError ? (
        <ErrorState error={list.error} title="The abstracts could not be loaded" onRetry={() => void list.refetch()} />
      ) : total === 0 ? (
        <EmptyState
          icon={<BookOpen className="size-8" />}
          title="No abstracts yet"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Link to="/abstracts/import" className={buttonClasses('secondary')}>
                Import a file
              </Link>
              <Link to="/abstracts/new" className={buttonClasses('primary')}>
                New abstract
              </Link>
            </div>
          }
        >
          Import a CSV, Excel or JSON file of abstracts, or add one by hand.
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <div className="flex flex-wrap items-end gap-3" role="search">
            <div className="w-full sm:w-auto sm:min-w-56 sm:flex-1">
              <label htmlFor="abstract-search" className="text-sm font-medium text-slate-800">
                Search
              </label>
              <div className="relative mt-1.5">
                <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
                <input
                  id="abstract-search"
                  type="search"
                  value={search}
                  onChange={(e) => {
                    setSearch(e.target.value);
                    update({ q: e.target.value });
                  }}
                  placeholder="Number, title, author or keyword"
                  className={`${controlClasses(false)} pl-9`}
                />
              </div>
            </div>
            <Filter label="Category" value={view.category} onChange={(category) => update({ category })} options={[{ value: '', label: 'All categories' }, ...categories.map((c) => ({ value: c, label: c }))]} />
            <Filter
              label="Session"
              value={view.session}
              onChange={(session) => update({ session })}
              options={[{ value: '', label: 'All sessions' }, { value: '-', label: 'No session' }, ...(sessions.data ?? []).map((s) => ({ value: s.documentId, label: s.title }))]}
            />
            <Filter
              label="Status"
              value={view.status}
              onChange={(status) => update({ status: abstractListState.shape.status.parse(status) })}
              options={[
                { value: '', label: 'Any status' },
                { value: 'published', label: 'Published' },
                { value: 'console', label: 'Console only' },
              ]}
            />
            <Filter
              label="Poster"
              value={view.poster}
              onChange={(poster) => update({ poster: abstractListState.shape.poster.parse(poster) })}
              options={[
                { value: '', label: 'Any poster' },
                { value: 'expected', label: 'Poster expected' },
                { value: 'missing', label: 'Expected and missing' },
                { value: 'uploaded', label: 'Uploaded' },
              ]}
            />
            <Filter label="Sort by" value={view.sort} onChange={(sort) => update({ sort: abstractListState.shape.sort.parse(sort) })} options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))} />
            <Filter label="Order" value={view.dir} onChange={(d) => update({ dir: abstractListState.shape.dir.parse(d) })} options={[{ value: 'asc', label: 'Ascending' }, { value: 'desc', label: 'Descending' }]} />
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-sm text-slate-700" aria-live="polite">
              {filtered ? `${rows.length.toLocaleString()} of ${total.toLocaleString()} abstracts` : `${total.toLocaleString()} abstracts`}
              {filtered ? (
                <button type="button" className="ml-2 text-indigo-700 underline" onClick={() => update({ q: '', category: '', session: '', status: '', poster: '' })}>
                  Clear filters
                </button>
              ) : null}
            </p>
            <details className="relative">
              <summary className={`${buttonClasses('secondary', 'sm')} cursor-pointer list-none`}>
                <Columns3 aria-hidden className="size-4" /> Columns
              </summary>
              <fieldset className="absolute right-0 z-20 mt-1 w-52 space-y-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
                <legend className="sr-only">Columns to show</legend>
                {COLUMNS.map((c) => (
                  <label key={c.key} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-indigo-600"
                      checked={view.cols.includes(c.key)}
                      onChange={(e) => update({ cols: e.target.checked ? COLUMNS.map((x) => x.key).filter((k) => k === c.key || view.cols.includes(k)) : view.cols.filter((k) => k !== c.key) })}
                    />
                    {c.label}
                  </label>
                ))}
              </fieldset>
            </details>
            <details className="relative">
              <summary className={`${buttonClasses('secondary', 'sm')} cursor-pointer list-none`}>
                <Download aria-hidden className="size-4" /> Export
              </summary>
              <div className="absolute right-0 z-20 mt-1 w-64 space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg">
                {(['shown', 'all'] as const).map((which) => (
                  <div key={which}>
                    <p className="font-medium text-slate-800">{which === 'shown' ? `The ${rows.length.toLocaleString()} shown` : `All ${total.toLocaleString()}`}</p>
                    <div className="mt-1 flex gap-1">
                      {(['csv', 'xlsx', 'json'] as const).map((f) => (
                        <Button key={f} size="sm" variant="ghost" onClick={() => void exportAs(f, which)} aria-label={`Export ${which === 'shown' ? 'shown' : 'all'} abstracts as ${f.toUpperCase()}`}>
                          {f.toUpperCase()}
                        </Button>
                      ))}
                    </div>
                  </div>
                ))}
              </div>
            </details>
          </div>

          {selected.size > 0 || bulk ? (
            <BulkBar
              count={selected.size}
              progress={bulk}
              onRun={(k) => (k === 'delete' ? setConfirmDelete(true) : void runBulk(k))}
              onStop={() => (stopRef.current = true)}
              onClear={() => {
                setSelected(new Set());
                setBulk(null);
              }}
            />
          ) : null}
          {rowError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {rowError}
            </p>
          ) : null}

          {rows.length === 0 ? (
            <EmptyState title="No abstracts match">Change the search or the filters to see more.</EmptyState>
          ) : (
            <AbstractsTable
              rows={rows}
              columns={view.cols}
              selected={selected}
              pendingIds={pending}
              sessionTitle={sessionTitle}
              onSetListed={(a, unListed) => void setOne(a, unListed)}
              onToggle={(id) =>
                setSelected((s) => {
                  const n = new Set(s);
                  if (n.has(id)) n.delete(id);
                  else n.add(id);
                  return n;
                })
              }
              onToggleAll={(all) => setSelected(all ? new Set(rows.map((r) => r.documentId)) : new Set())}
            />
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${selected.size} ${selected.size === 1 ? 'abstract' : 'abstracts'}?`}
        destructive
        confirmLabel="Delete"
        dryRun={selected.size ? () => deleteAbstract([...selected][0], { dryRun: true }) : undefined}
        onConfirm={() => {
          void runBulk('delete');
        }}
      >
        <p>They disappear from the console and the app, one after another. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}

function Filter({ label, value, onChange, options }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  const id = `abstract-filter-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="w-[calc(50%-0.375rem)] sm:w-auto">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`mt-1.5 ${controlClasses(false)} sm:max-w-48`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function BulkBar({ count, progress, onRun, onStop, onClear }: { count: number; progress: BulkProgress | null; onRun: (k: BulkKind) => void; onStop: () => void; onClear: () => void }) {
  const running = !!progress?.running;
  const verb = progress ? bulkVerb(progress.kind) : null;
  return (
    <div className="space-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950">
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto font-medium">{running ? `${verb!.doing} ${progress!.done} of ${progress!.total}…` : `${count} selected`}</p>
        {running ? (
          <Button size="sm" variant="secondary" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={() => onRun('publish')} disabled={count === 0}>
              Publish
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onRun('unpublish')} disabled={count === 0}>
              Unpublish
            </Button>
            <Button size="sm" variant="danger" onClick={() => onRun('delete')} disabled={count === 0}>
              Delete
            </Button>
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear
            </Button>
          </>
        )}
      </div>
      {progress ? (
        <>
          <div role="progressbar" aria-label={`${verb!.doing} selected abstracts`} aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done} className="h-2 overflow-hidden rounded-full bg-indigo-100">
            <div className="h-full bg-indigo-600 transition-all" style={{ width: `${progress.total ? (progress.done / progress.total) * 100 : 0}%` }} />
          </div>
          {!running ? (
            <div role="status">
              <p>
                {progress.done - progress.failed.length} {verb!.done}
                {progress.failed.length ? `, ${progress.failed.length} failed (still selected)` : ''}
                {progress.stopped ? `; stopped with ${progress.total - progress.done} not done` : ''}.
              </p>
              {progress.failed.length ? (
                <ul className="mt-1 list-disc pl-5 text-red-900">
                  {progress.failed.slice(0, 10).map((f) => (
                    <li key={f.id}>
                      {f.id}: {f.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
