import { describe, expect, it } from 'vitest';
import { compareWithPrevious, isCpuFigure, median, meetsGoal, previousFigures, type BenchRow } from './bench-row';

describe('meetsGoal', () => {
  it('reads the comparison and number the goal starts with', () => {
    expect(meetsGoal(19.9, '< 20 ms')).toBe(true);
    expect(meetsGoal(20, '< 20 ms')).toBe(false);
    expect(meetsGoal(1.3, '≤ 1.3')).toBe(true);
    expect(meetsGoal(1.31, '<= 1.3')).toBe(false);
    expect(meetsGoal(4.9, '≥ 5')).toBe(false);
    expect(meetsGoal(0, '= 0')).toBe(true);
    expect(meetsGoal(1, '0')).toBe(false);
    expect(meetsGoal(3400, '< 3500 ms (3 s refresh + one request)')).toBe(true);
    expect(meetsGoal(1200, '< 1,000 ms')).toBe(false);
  });

  it('has no verdict for a goal in words, and misses for a figure that is not a number', () => {
    expect(meetsGoal(12, 'loaded only where rich text is edited')).toBeUndefined();
    expect(meetsGoal(12, undefined)).toBeUndefined();
    expect(meetsGoal(NaN, '< 20 ms')).toBe(false);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('compareWithPrevious', () => {
  const run = (measuredAt: string, rows: BenchRow[]) => ({ measuredAt, sections: [{ rows }] });
  const cpu = (value: number): BenchRow => ({ name: 'GET /whoami, authenticated: server ÷ bare node:http CPU per request', value, unit: '× bare' });

  it('flags a CPU figure more than 20 % dearer than the latest earlier run that has it', () => {
    const previous = previousFigures([run('2026-11-27T08:00:00Z', [cpu(3)]), run('2026-11-26T08:00:00Z', [cpu(10)]), run('2026-11-27T09:00:00Z', [{ name: 'other', value: 1, unit: 'ms' }])]);
    expect(compareWithPrevious(cpu(3.5), previous)).toEqual({ change: expect.closeTo(0.1667, 3), regressed: false });
    expect(compareWithPrevious(cpu(3.7), previous)?.regressed).toBe(true);
    expect(compareWithPrevious(cpu(2), previous)?.regressed).toBe(false);
  });

  it('compares only CPU figures, and only with something to compare', () => {
    const previous = previousFigures([run('2026-11-27T08:00:00Z', [{ name: 'GET /whoami p95', value: 1, unit: 'ms' }])]);
    expect(compareWithPrevious({ name: 'GET /whoami p95', value: 9, unit: 'ms' }, previous)).toBeUndefined();
    expect(compareWithPrevious(cpu(3), previous)).toBeUndefined();
    expect(isCpuFigure({ name: 'GET /getGuests (10,000) server CPU', unit: 'ms/request' })).toBe(true);
    expect(isCpuFigure({ name: 'Keynote burst, PGlite: server CPU per vote', unit: 'ms' })).toBe(true);
  });
});
