import { DensityToggle } from '../../../components/ui/table-density';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useMay } from '../../../api/account-queries';
import { BookOpen, FileUp, Plus } from 'lucide-react';
import { abstractQueries, deleteAbstract } from '../../../api/abstract-queries';
import { eventQueries } from '../../../api/event-queries';
import { sessionQueries } from '../../../api/session-queries';
import type { Abstract } from '../../../contract/abstract';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { dryRunEach } from '../../../components/ui/dry-run-account';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { abstractListState, applyListView, categoryChoices } from './abstract-list-view';
import { useUrlState } from '../../../components/form/use-url-state';
import { AbstractsTable } from './abstracts-table';
import { BulkBar } from './bulk-bar';
import { ListFilters } from './list-filters';
import { ColumnsMenu, ExportMenu } from './list-menus';
import { useAbstractBulkActions } from './use-abstract-bulk-actions';
import { usePublishOne } from './use-publish-one';
import { paths } from '../../../paths';

const NO_ABSTRACTS: Abstract[] = [];

export default function AbstractsPage() {
  const { state: view, set: update } = useUrlState(abstractListState);

  const list = useQuery(abstractQueries.list());
  const sessions = useQuery(sessionQueries.list());
  const event = useQuery(eventQueries.settings());

  const [search, setSearch] = useState(view.q);
  useEffect(() => setSearch(view.q), [view.q]);
  const deferredView = useDeferredValue(view);

  const sessionTitles = useMemo(() => new Map((sessions.data ?? []).map((s) => [s.documentId, s.title])), [sessions.data]);
  const sessionTitle = (id: string) => sessionTitles.get(id) ?? `Unknown session (${id})`;
  const sortSessionTitle = useCallback((id: string) => sessionTitles.get(id) ?? id, [sessionTitles]);
  const rows = useMemo(() => applyListView(list.data ?? NO_ABSTRACTS, deferredView, sortSessionTitle), [list.data, deferredView, sortSessionTitle]);
  const categories = useMemo(() => categoryChoices(list.data ?? NO_ABSTRACTS, event.data?.categories ?? []), [list.data, event.data?.categories]);

  const bulk = useAbstractBulkActions(list.data);
  const { selected, setSelected } = bulk;
  const one = usePublishOne();
  const mayWrite = useMay('abstracts:write');
  const [confirmDelete, setConfirmDelete] = useState(false);

  const filtered = !!(view.q || view.category || view.session || view.status || view.poster);
  const total = list.data?.length ?? 0;

  return (
    <div>
      <PageHeader
        title="Abstracts"
        description="Scientific abstracts and e-posters: search, publish, edit, import and export."
        actions={
          <>
            <DensityToggle />
            {mayWrite ? (
              <>
                <Link to={paths.abstractsImport.link()} className={buttonClasses('secondary')}>
                  <FileUp aria-hidden className="size-4" /> Import
                </Link>
                <Link to={paths.abstract.newLink()} className={buttonClasses('primary')}>
                  <Plus aria-hidden className="size-4" /> New abstract
                </Link>
              </>
            ) : null}
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
            mayWrite ? (
            <div className="flex flex-wrap justify-center gap-2">
              <Link to={paths.abstractsImport.link()} className={buttonClasses('secondary')}>
                Import a file
              </Link>
              <Link to={paths.abstract.newLink()} className={buttonClasses('primary')}>
                New abstract
              </Link>
            </div>
            ) : undefined
          }
        >
          {mayWrite ? 'Import a CSV, Excel or JSON file of abstracts, or add one by hand.' : 'None has been added yet.'}
        </EmptyState>
      ) : (
        <div className="space-y-3">
          <ListFilters
            view={view}
            search={search}
            onSearch={(q) => {
              setSearch(q);
              update({ q });
            }}
            update={update}
            categories={categories}
            sessions={sessions.data ?? []}
          />

          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-sm text-slate-700" aria-live="polite">
              {filtered ? `${rows.length.toLocaleString()} of ${total.toLocaleString()} abstracts` : `${total.toLocaleString()} abstracts`}
              {filtered ? (
                <button type="button" className="ml-2 text-indigo-700 underline" onClick={() => update({ q: '', category: '', session: '', status: '', poster: '' })}>
                  Clear filters
                </button>
              ) : null}
            </p>
            <ColumnsMenu columns={view.cols} onChange={(cols) => update({ cols })} />
            <ExportMenu shown={rows} all={list.data ?? NO_ABSTRACTS} sessionTitle={sessionTitle} />
          </div>

          {mayWrite && (selected.size > 0 || bulk.report) ? (
            <BulkBar
              count={selected.size}
              progress={bulk.report}
              onRun={(k) => (k === 'delete' ? setConfirmDelete(true) : bulk.start(k))}
              onStop={bulk.stop}
              onResume={bulk.resume}
              onClear={bulk.clear}
            />
          ) : null}
          {one.rowError ? (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {one.rowError}
            </p>
          ) : null}

          {rows.length === 0 ? (
            <EmptyState title="No abstracts match">Change the search or the filters to see more.</EmptyState>
          ) : (
            <AbstractsTable
              rows={rows}
              columns={view.cols}
              selected={selected}
              pendingIds={one.pending}
              sessionTitle={sessionTitle}
              onSetListed={mayWrite ? (a, unListed) => void one.setOne(a, unListed) : undefined}
              onToggle={bulk.toggle}
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
        dryRun={selected.size ? () => dryRunEach([...selected], (id) => deleteAbstract(id, { dryRun: true })) : undefined}
        onConfirm={() => {
          bulk.start('delete');
        }}
      >
        <p>They disappear from the console and the app, one after another. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
