import { describe, expect, it } from 'vitest';
import { paths, withQuery, type PathName } from '../paths';
import { NAV_GROUPS, NAV_ROUTES, ROUTES, accessForPath, routeForPath, type RouteName } from './route-table';

describe('the route table', () => {
  it('gives the navigation one entry per area, grouped as organisers think of them', () => {
    expect(NAV_GROUPS.map((g) => [g.name, g.routes.map((r) => r.label)])).toEqual([
      ['Live', ['Dashboard', 'Rooms', 'Q&A', 'Polls', 'Event report']],
      ['Programme', ['Sessions', 'Speakers', 'Publish', 'Sponsors']],
      ['People', ['Guests', 'Tickets']],
      ['Content', ['Abstracts', 'Pictures']],
      ['Settings', ['Event settings', 'Team', 'Audit log', 'Account']],
    ]);
    expect(NAV_ROUTES).toHaveLength(17);
  });

  it('finds the area and scope of every kind of address, the most specific path first', () => {
    const of = (path: string) => {
      const row = routeForPath(path);
      return row && { label: row.label, scope: row.scope };
    };
    expect(of('/')).toEqual({ label: 'Dashboard', scope: undefined });
    expect(of('/sessions')).toEqual({ label: 'Sessions', scope: 'event:read' });
    expect(of('/sessions/s1')).toEqual({ label: 'Sessions', scope: 'event:read' });
    expect(of('/sessions/s1/questions')).toEqual({ label: 'Q&A', scope: 'qa:read' });
    expect(of('/sessions/s1/polls')).toEqual({ label: 'Polls', scope: 'polls:read' });
    expect(of('/rooms/Hall%20A')).toEqual({ label: 'Rooms', scope: 'qa:read' });
    expect(of('/screen/t1')).toEqual({ label: 'Room screen', scope: undefined });
    expect(of('/abstracts/import')).toEqual({ label: 'Abstracts', scope: 'abstracts:read' });
    expect(of('/abstracts/a1')).toEqual({ label: 'Abstracts', scope: 'abstracts:read' });
    expect(of('/guests')).toEqual({ label: 'Guests', scope: 'attendees:read' });
    expect(of('/pictures')).toEqual({ label: 'Pictures', scope: 'media:write' });
    expect(of('/account')).toEqual({ label: 'Account', scope: undefined });
    expect(of('/report')).toEqual({ label: 'Event report', scope: undefined });
  });

  it('asks, at a record’s new address, for the scope of adding one, and names it so', () => {
    expect(accessForPath('/sessions/new')).toMatchObject({ row: ROUTES.session, scope: 'event:write', what: 'add sessions', subject: 'Adding sessions' });
    expect(accessForPath('/abstracts/new')).toMatchObject({ row: ROUTES.abstract, scope: 'abstracts:write', what: 'add abstracts' });
    expect(accessForPath('/sessions/s1')).toMatchObject({ row: ROUTES.session, scope: 'event:read', what: 'open Sessions', subject: 'Sessions' });
    expect(accessForPath('/guests')).toMatchObject({ scope: 'attendees:read', what: 'open Guests' });
  });

  it('sends an unknown address to the not-found page, which needs no scope', () => {
    expect(routeForPath('/nowhere/at/all')).toBe(ROUTES.notFound);
    expect(routeForPath('/sessions/s1/elsewhere')).toBe(ROUTES.notFound);
  });

  it('builds links that the table itself maps back to the same page', () => {
    const id = 'a b/c?';
    expect(ROUTES.questionBoard.link(id)).toBe('/sessions/a%20b%2Fc%3F/questions');
    expect(routeForPath(ROUTES.questionBoard.link(id))).toBe(ROUTES.questionBoard);
    expect(routeForPath(ROUTES.session.link('s1'))).toBe(ROUTES.session);
    expect(routeForPath(ROUTES.roomScreen.link('t1'))).toBe(ROUTES.roomScreen);
    expect(routeForPath(ROUTES.sponsor.link('x'))).toBe(ROUTES.sponsor);
  });

  it('has one row for every address in the address book, with the same path', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(paths).sort());
    for (const name of Object.keys(paths) as PathName[]) {
      expect(ROUTES[name as RouteName].path, name).toBe(paths[name].pattern);
    }
  });

  it('maps every link the address book builds back to its own row, ids of any shape included', () => {
    for (const id of ['s1', 'a b/c?', '#1 & 2', 'ünï']) {
      for (const name of Object.keys(paths) as PathName[]) {
        if (name === 'notFound') continue;
        const link: (id: string) => string = paths[name].link;
        expect(routeForPath(link(id)), `${name} ${link(id)}`).toBe(ROUTES[name as RouteName]);
      }
    }
    expect(routeForPath(paths.notFound.link())).toBe(ROUTES.dashboard);
    for (const name of ['session', 'speaker', 'sponsor', 'abstract'] as const) {
      expect(routeForPath(paths[name].newLink()), name).toBe(ROUTES[name]);
    }
  });

  it('adds a query to an address, leaving out empty values', () => {
    expect(withQuery(paths.tickets.link(), { q: 'ann+1@example.com' })).toBe('/tickets?q=ann%2B1%40example.com');
    expect(withQuery(paths.sessions.link(), { view: 'grid', q: '', track: undefined, all: false })).toBe('/sessions?view=grid');
    expect(withQuery(paths.polls.link(), {})).toBe('/polls');
    expect(routeForPath(withQuery(paths.session.link('s1'), { tab: 'a' }).split('?')[0])).toBe(ROUTES.session);
  });
});
