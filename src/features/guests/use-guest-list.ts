import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGuests } from '../../api/guest-queries';
import { filterGuestRows, readGuestView, sortGuestRows, toGuestRow, writeGuestView, type GuestShow, type GuestSortKey } from './guest-list-view';

/** Performance marks read back by the guests benchmark (bench/guests-bench.ts). */
export function mark(name: string, startTime?: number) {
  performance.clearMarks(name);
  performance.mark(name, startTime === undefined ? undefined : { startTime });
}

/**
 * The guest list as shown: search, filter and sort kept in the URL (the
 * search box writes to it shortly after typing stops), the open guest's
 * detail (`?guest=`), and the benchmark's paint marks.
 */
export function useGuestList() {
  const [params, setParams] = useSearchParams();
  const view = readGuestView(params);
  const detailEmail = params.get('guest');
  const guests = useGuests();
  const [search, setSearch] = useState(view.q);
  const deferredSearch = useDeferredValue(search);
  const searchPending = useRef(false);
  const firstPaint = useRef(false);

  // The search box writes to the URL shortly after typing stops (replace: no history entry per key).
  useEffect(() => {
    if (search === view.q) return;
    const t = setTimeout(() => setParams((p) => writeGuestView(p, { q: search }), { replace: true }), 250);
    return () => clearTimeout(t);
  }, [search, view.q, setParams]);

  const allRows = useMemo(() => (guests.data ?? []).map(toGuestRow), [guests.data]);
  const sorted = useMemo(() => sortGuestRows(allRows, view.sort, view.dir), [allRows, view.sort, view.dir]);
  const rows = useMemo(() => filterGuestRows(sorted, deferredSearch, view.show), [sorted, deferredSearch, view.show]);
  const registered = useMemo(() => new Set(allRows.map((r) => r.email)), [allRows]);
  const detailGuest = useMemo(() => (detailEmail ? allRows.find((r) => r.email === detailEmail.toLowerCase()) : undefined), [allRows, detailEmail]);

  const typeSearch = useCallback((value: string, timeStamp?: number) => {
    if (timeStamp !== undefined) {
      mark('guests:search-input', timeStamp);
      searchPending.current = true;
    }
    setSearch(value);
  }, []);

  const onPainted = useCallback(() => {
    if (!firstPaint.current) {
      firstPaint.current = true;
      mark('guests:rows-painted');
    }
    if (searchPending.current) {
      searchPending.current = false;
      mark('guests:search-painted');
    }
  }, []);

  const detailHref = useCallback(
    (email: string) => {
      const p = new URLSearchParams(params);
      p.set('guest', email);
      return `/guests?${p.toString()}`;
    },
    [params],
  );

  const setView = useCallback((next: { show?: GuestShow; sort?: GuestSortKey; dir?: 'asc' | 'desc' }) => setParams((p) => writeGuestView(p, next), { replace: true }), [setParams]);

  const onSort = useCallback(
    (key: GuestSortKey) => {
      setParams((p) => {
        const current = readGuestView(p);
        return writeGuestView(p, current.sort === key ? { dir: current.dir === 'asc' ? 'desc' : 'asc' } : { sort: key, dir: 'asc' });
      }, { replace: true });
    },
    [setParams],
  );

  const closeDetail = useCallback(() => {
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.delete('guest');
      return n;
    });
  }, [setParams]);

  return { guests, view, search, deferredSearch, typeSearch, allRows, rows, registered, detailEmail, detailGuest, detailHref, closeDetail, setView, onSort, onPainted };
}
