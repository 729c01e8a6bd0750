import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useGuests } from '../../api/guest-queries';
import { useUrlState } from '../../components/form/use-url-state';
import { filterGuestRows, guestListState, sortGuestRows, toGuestRow, type GuestSortKey } from './guest-list-view';

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
  const { state: view, set: setView, href } = useUrlState(guestListState);
  const detailEmail = view.guest || null;
  const guests = useGuests();
  const [search, setSearch] = useState(view.q);
  const deferredSearch = useDeferredValue(search);
  const searchPending = useRef(false);
  const firstPaint = useRef(false);

  // The search box writes to the URL shortly after typing stops (replace: no history entry per key).
  useEffect(() => {
    if (search === view.q) return;
    const t = setTimeout(() => setView({ q: search }), 250);
    return () => clearTimeout(t);
  }, [search, view.q, setView]);

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

  const detailHref = useCallback((email: string) => href({ guest: email }), [href]);

  const onSort = useCallback(
    (key: GuestSortKey) => setView(view.sort === key ? { dir: view.dir === 'asc' ? 'desc' : 'asc' } : { sort: key, dir: 'asc' }),
    [setView, view.sort, view.dir],
  );

  const closeDetail = useCallback(() => setView({ guest: '' }, { push: true }), [setView]);

  return { guests, view, search, deferredSearch, typeSearch, allRows, rows, registered, detailEmail, detailGuest, detailHref, closeDetail, setView, onSort, onPainted };
}
