/**
 * The palette's records, kept current with the cache, and the lists it asks
 * the service for: only once something is typed, only the lists the cache
 * does not hold and the key may read, once per opening, and only while the
 * request budget has room (at least a fifth of the minute left, no pause).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSchedulerState } from '../../api/use-scheduler-state';
import { cachedRecords, READABLE_LISTS } from './palette-records';
import type { RecordKind } from './palette-search';

/** Below this share of the minute's budget the palette searches the cache only. */
export const PALETTE_BUDGET_SHARE = 0.2;

export function usePaletteRecords(query: string, scopes: ReadonlySet<string>) {
  const qc = useQueryClient();
  const budget = useSchedulerState();
  const [version, setVersion] = useState(0);
  const [reading, setReading] = useState<readonly RecordKind[]>([]);
  const asked = useRef(new Set<RecordKind>());

  useEffect(
    () =>
      qc.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') setVersion((v) => v + 1);
      }),
    [qc],
  );

  const roomy = budget.pausedUntil === null && (budget.limit === 0 || budget.budgetLeft / budget.limit >= PALETTE_BUDGET_SHARE);
  const typed = query.trim().length > 0;
  useEffect(() => {
    if (!typed || !roomy) return;
    const missing = READABLE_LISTS.filter((l) => scopes.has(l.scope) && !asked.current.has(l.kind) && !l.cached(qc));
    if (missing.length === 0) return;
    missing.forEach((l) => asked.current.add(l.kind));
    setReading((r) => [...r, ...missing.map((l) => l.kind)]);
    for (const l of missing)
      void l
        .read(qc)
        .catch(() => undefined)
        .finally(() => setReading((r) => r.filter((k) => k !== l.kind)));
  }, [typed, roomy, scopes, qc]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the cache's change signal
  const records = useMemo(() => cachedRecords(qc), [qc, version]);
  const skipped = !roomy && typed ? READABLE_LISTS.filter((l) => scopes.has(l.scope) && !l.cached(qc)).map((l) => l.words) : [];
  return { records, reading, skipped };
}
