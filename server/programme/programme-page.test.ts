import { describe, expect, it } from 'vitest';
import type { ProgrammeSnapshot } from '../../src/contract/programme';
import { programmePage } from './programme-page';

const snapshot: ProgrammeSnapshot = {
  event: { name: 'Summit <b>', dateStart: '2026-03-14', dateEnd: '2026-03-14', timeZoneOffset: 2 },
  sessions: [
    { id: 'a', title: 'Opening', date: '2026-03-14', startTime: '09:00', endTime: '10:00', room: 'Hall A', track: '', speakerIds: ['p'], abstract: '' },
    { id: 'b', title: 'Second', date: '2026-03-14', startTime: '10:30', endTime: '11:00', room: 'Hall A', track: 'Science', speakerIds: [], abstract: '' },
    { id: 'c', title: 'Elsewhere', date: '2026-03-14', startTime: '09:30', endTime: '12:00', room: 'Hall B', track: '', speakerIds: [], abstract: '' },
  ],
  speakers: [{ id: 'p', name: 'Ana Lima', email: 'ana@example.org' }],
};
const page = (now: number, listed = true) => programmePage(snapshot, { eventId: 'evt', releaseNumber: 3, publishedAt: Date.UTC(2026, 2, 1, 8), now, feeds: {}, listed });

describe('the public programme page', () => {
  it("shows now and next per room on the event's clock", () => {
    // 09:45 event time (UTC+2) is 07:45 UTC.
    const html = page(Date.UTC(2026, 2, 14, 7, 45));
    expect(html).toContain('<strong>Hall A</strong>: <span class="label">Now:</span> Opening (09:00–10:00); <span class="label">Next:</span> Second (10:30)');
    expect(html).toContain('<strong>Hall B</strong>: <span class="label">Now:</span> Elsewhere (09:30–12:00)');
  });

  it('says when the programme starts before its first day, and nothing of now and next after it', () => {
    expect(page(Date.UTC(2026, 2, 10, 12))).toContain('The programme starts on Saturday 14 March at 09:00.');
    expect(page(Date.UTC(2026, 2, 20, 12))).not.toContain('Now and next');
  });

  it('escapes every text, never shows an e-mail, and keeps an unlisted page out of search engines', () => {
    const html = page(Date.UTC(2026, 2, 14, 7, 45), false);
    expect(html).toContain('<h1>Summit &lt;b&gt;</h1>');
    expect(html).not.toContain('ana@example.org');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page(0)).not.toContain('noindex');
    expect(html).toContain('Programme version 3, published 2026-03-01 10:00 (event time, UTC+2)');
  });
});
