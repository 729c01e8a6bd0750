import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, NAV_ROUTES, ROUTES, routeForPath } from './route-table';

describe('the route table', () => {
  it('gives the navigation one entry per area, grouped as organisers think of them', () => {
    expect(NAV_GROUPS.map((g) => [g.name, g.routes.map((r) => r.label)])).toEqual([
      ['Live', ['Dashboard', 'Q&A', 'Polls', 'Event report']],
      ['Programme', ['Sessions', 'Speakers', 'Sponsors']],
      ['People', ['Guests', 'Tickets']],
      ['Content', ['Abstracts', 'Pictures']],
      ['Settings', ['Event settings', 'Account']],
    ]);
    expect(NAV_ROUTES).toHaveLength(13);
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
    expect(of('/present/questions/s1')).toEqual({ label: 'Q&A', scope: 'qa:read' });
    expect(of('/present/polls/p1')).toEqual({ label: 'Polls', scope: 'polls:read' });
    expect(of('/abstracts/import')).toEqual({ label: 'Abstracts', scope: 'abstracts:read' });
    expect(of('/abstracts/a1')).toEqual({ label: 'Abstracts', scope: 'abstracts:read' });
    expect(of('/guests')).toEqual({ label: 'Guests', scope: 'attendees:read' });
    expect(of('/pictures')).toEqual({ label: 'Pictures', scope: 'media:write' });
    expect(of('/account')).toEqual({ label: 'Account', scope: undefined });
    expect(of('/report')).toEqual({ label: 'Event report', scope: undefined });
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
    expect(routeForPath(ROUTES.presentPoll.link('p1'))).toBe(ROUTES.presentPoll);
    expect(routeForPath(ROUTES.sponsor.link('x'))).toBe(ROUTES.sponsor);
  });
});
