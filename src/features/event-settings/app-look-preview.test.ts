import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { formatDay } from '../../components/ui/dates';
import { previewLine, previewSessions } from './app-look-preview';

const s = (documentId: string, p: Record<string, unknown>) => sessionSchema.parse({ documentId, title: documentId, ...p });

describe('the app preview', () => {
  it('shows the first published sessions of the schedule, by day and start time', () => {
    const list = [
      s('late', { date: '2026-11-27', startTime: '09:00' }),
      s('hidden', { date: '2026-11-26', startTime: '08:00', unListed: true }),
      s('second', { date: '2026-11-26', startTime: '10:30' }),
      s('first', { date: '2026-11-26', startTime: '09:00' }),
      s('undated', {}),
    ];
    expect(previewSessions(list).map((x) => x.documentId)).toEqual(['first', 'second', 'late']);
  });

  it('writes day, time and track the console way, leaving out what is not set', () => {
    expect(previewLine({ date: '2026-11-26', startTime: '10:30', track: 1 }, [{ name: 'Neuro' }, { name: 'Research' }])).toBe(`${formatDay('2026-11-26')} · 10:30 · Research`);
    expect(previewLine({ date: '', startTime: '', track: -1 }, [])).toBe('');
  });
});
