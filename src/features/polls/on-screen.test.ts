import { describe, expect, it } from 'vitest';
import type { PollScreenMode, StageContent } from '../../contract/screens';
import { pollsOnServerStages } from './on-screen';

const list = (stages: { sessionId: string | null; content: StageContent }[], pollModes: Record<string, PollScreenMode> = {}) => ({
  screens: [],
  stages: stages.map((s) => ({ ...s, updatedAt: 1 })),
  settings: { joinLine: '', defaultAnswer: 'Answered on stage' },
  pollModes,
  relay: false,
});

describe('the polls on the server’s stages', () => {
  it('pins the poll each watched session’s screens show, with its figures when live or revealed on screen', () => {
    const onScreen = pollsOnServerStages(
      list(
        [
          { sessionId: 's1', content: { kind: 'poll', pollId: 'p1', reveal: false } },
          { sessionId: 's2', content: { kind: 'poll', pollId: 'p2', reveal: false } },
          { sessionId: 's3', content: { kind: 'poll', pollId: 'p3', reveal: true } },
          { sessionId: 's4', content: { kind: 'questions' } },
          { sessionId: null, content: { kind: 'poll', pollId: 'p5', reveal: false } },
          { sessionId: 'other', content: { kind: 'poll', pollId: 'p6', reveal: false } },
        ],
        { p2: 'reveal', p3: 'reveal' },
      ),
      ['s1', 's2', 's3', 's4'],
    );
    expect(onScreen.map((o) => [o.sessionId, o.pollId, o.reveal])).toEqual([
      ['s1', 'p1', true],
      ['s2', 'p2', false],
      ['s3', 'p3', true],
    ]);
  });

  it('pins nothing before the list is read', () => {
    expect(pollsOnServerStages(null, ['s1'])).toEqual([]);
  });
});
