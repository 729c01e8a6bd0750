import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useScopes } from '../../api/account-queries';
import { guestQueries } from '../../api/guest-queries';
import { sessionQueries } from '../../api/session-queries';
import { ticketQueries } from '../../api/ticket-queries';
import { useUrlState } from '../../components/form/use-url-state';
import { countsByType, filterTickets, sortTickets, ticketEmail, ticketKey, ticketListState } from './ticket-list-view';

/**
 * The ticket list as shown: search (written to the URL shortly after typing
 * stops), type and session filters and the open ticket's detail, all in the
 * URL; counts per type; what the import needs to know (existing tickets,
 * session ids).
 */
export function useTicketList() {
  const { state: view, set: setView, href } = useUrlState(ticketListState);
  const tickets = useQuery(ticketQueries.list());
  const sessions = useQuery(sessionQueries.list());
  // Names come from the guest list when the key may read it; without it, tickets show the e-mail alone.
  const guests = useQuery({ ...guestQueries.list(), enabled: useScopes().has('attendees:read') });
  const names = useMemo(() => new Map((guests.data ?? []).map((g) => [g.email.toLowerCase(), g.name ?? ''])), [guests.data]);
  const guestName = useCallback((email: string) => names.get(email.toLowerCase()) ?? '', [names]);
  const [search, setSearch] = useState(view.q);
  const deferredSearch = useDeferredValue(search);

  useEffect(() => {
    if (search === view.q) return;
    const t = setTimeout(() => setView({ q: search }), 250);
    return () => clearTimeout(t);
  }, [search, view.q, setView]);

  const sorted = useMemo(() => sortTickets(tickets.data ?? []), [tickets.data]);
  const shown = useMemo(() => filterTickets(sorted, { ...view, q: deferredSearch }), [sorted, view.type, view.session, deferredSearch]); // eslint-disable-line react-hooks/exhaustive-deps -- only the view's type and session count here; its q changes with every key, the deferred search stands for it
  const counts = useMemo(() => countsByType(tickets.data ?? []), [tickets.data]);
  const types = useMemo(() => counts.map((c) => c.type).sort(), [counts]);
  const existing = useMemo(() => new Set((tickets.data ?? []).map((t) => ticketKey(ticketEmail(t), t.ticketType))), [tickets.data]);
  const sessionIds = useMemo(() => (sessions.data ? new Set(sessions.data.map((s) => s.documentId)) : null), [sessions.data]);
  const sessionTitle = useCallback(
    (id: string) => (id ? (sessions.data?.find((s) => s.documentId === id)?.title ?? `Session ${id}`) : 'General admission'),
    [sessions.data],
  );
  const detailEmail = view.ticket;
  const detailType = view.ticketType;
  const detailTicket = useMemo(
    () => (detailEmail && detailType ? tickets.data?.find((t) => ticketEmail(t) === detailEmail.toLowerCase() && t.ticketType === detailType) : undefined),
    [tickets.data, detailEmail, detailType],
  );

  const detailHref = useCallback((email: string, type: string) => href({ ticket: email, ticketType: type }), [href]);
  const openDetail = (email: string, type: string) => setView({ ticket: email, ticketType: type }, { push: true });
  const closeDetail = () => setView({ ticket: '', ticketType: '' }, { push: true });
  const clearFilters = () => {
    setSearch('');
    setView({ q: '', type: '', session: '' });
  };
  const filtering = view.type !== '' || view.session !== '' || deferredSearch.trim() !== '';

  return { view, setView, tickets, sessions, guestName, search, setSearch, shown, counts, types, existing, sessionIds, sessionTitle, detailEmail, detailType, detailTicket, detailHref, openDetail, closeDetail, clearFilters, filtering };
}

export type TicketList = ReturnType<typeof useTicketList>;
