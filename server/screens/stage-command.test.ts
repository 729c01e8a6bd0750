import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StageCommand, StageCommandAnswer } from '../../src/contract/stage-command';
import type { StageContent } from '../../src/contract/screens';
import { startTestServer, type TestClient, type TestServer } from '../test/test-server';

/** Stage commands over HTTP: what a moderator saw and wants, refused in words when the stage moved under it. */
describe('stage commands', () => {
  let server: TestServer;
  let a: TestClient;
  let sessionId: string;
  let pollId: string;
  let questionId: string;

  const command = async (basedOn: number, cmd: StageCommand, sid: string | null = sessionId) => {
    const res = await fetch(`${server.url}/console-api/screens/stage/command`, {
      method: 'POST',
      headers: a.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ sessionId: sid, basedOn, command: cmd }),
    });
    return { status: res.status, body: (await res.json()) as StageCommandAnswer & { error?: string; code?: string; stage?: { content: StageContent; updatedAt: number } } };
  };

  beforeAll(async () => {
    server = await startTestServer();
    a = await server.newEvent({ name: 'Summit' });
    sessionId = String((await a.postJson('/upsertSession', { title: 'Keynote', hasPoll: true, hasLiveQA: true })).body.documentId);
    pollId = String((await a.postJson('/upsertPoll', { sessionId, question: 'Coffee now?', options: ['Yes', 'No'], visible: true })).body.pollId);
    questionId = String((await a.postJson('/upsertQuestion', { sessionId, question: 'Will slides be shared?', status: 'approved' })).body.questionId);
  }, 60_000);
  afterAll(() => server?.close());

  it('applies a command made on the stage as it is, and answers the new version', async () => {
    const shown = await command(0, { do: 'show-poll', pollId });
    expect(shown.status).toBe(200);
    expect(shown.body.outcome).toBe('applied');
    expect(shown.body.stage.content).toEqual({ kind: 'poll', pollId, reveal: false });
    expect(shown.body.stage.updatedAt).toBeGreaterThan(0);
  });

  it('Reveal followed at once by Show leaves the poll on screen with its figures', async () => {
    const before = (await command(0, { do: 'show-poll', pollId })).body.stage.updatedAt;
    const revealed = await command(before, { do: 'reveal-poll', pollId });
    expect(revealed.body.outcome).toBe('applied');
    // The Show was made on the version before the reveal landed.
    const show = await command(before, { do: 'show-poll', pollId });
    expect(show.status).toBe(200);
    expect(show.body.outcome).toBe('unchanged');
    expect(show.body.stage.content).toEqual({ kind: 'poll', pollId, reveal: true });
  });

  it('refuses a stale Clear with 409 stage_moved, in words, and changes nothing', async () => {
    const seen = (await command(0, { do: 'show-poll', pollId })).body.stage.updatedAt;
    const other = await command(seen, { do: 'show-question', questionId });
    expect(other.body.outcome).toBe('applied');
    const stale = await command(seen, { do: 'clear-poll', pollId });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stage_moved');
    expect(stale.body.error).toBe('The screen changed since you looked: it now shows the question “Will slides be shared?”. Nothing was changed; look again and choose.');
    expect(stale.body.stage?.content).toEqual({ kind: 'question', questionId });
    expect(stale.body.stage?.updatedAt).toBe(other.body.stage.updatedAt);
  });

  it('two moderators clicking at random moments never invert: the stage ends on the last accepted command', async () => {
    let version = (await command(0, { do: 'show-questions' })).body.stage.updatedAt;
    const views = [version, version];
    let last: StageContent | null = null;
    const cmds: StageCommand[] = [{ do: 'show-poll', pollId }, { do: 'clear-poll', pollId }, { do: 'reveal-poll', pollId }, { do: 'show-question', questionId }, { do: 'clear-question', questionId }];
    for (let i = 0; i < 40; i++) {
      const who = i % 2;
      const results = await Promise.all([command(views[who], cmds[(i * 7) % cmds.length]), command(views[1 - who], cmds[(i * 3 + 1) % cmds.length])]);
      for (const r of results) {
        expect([200, 409]).toContain(r.status);
        if (r.status === 409) expect(r.body.error).toMatch(/^The screen changed since you looked/);
        const stage = r.status === 200 ? r.body.stage : r.body.stage!;
        if (stage.updatedAt >= version) {
          version = stage.updatedAt;
          last = stage.content;
        }
      }
      views[who] = version;
    }
    const list = (await (await fetch(`${server.url}/console-api/screens`, { headers: a.headers() })).json()) as { stages: { sessionId: string | null; content: StageContent; updatedAt: number }[] };
    const stage = list.stages.find((s) => s.sessionId === sessionId);
    expect(stage?.updatedAt).toBe(version);
    expect(stage?.content).toEqual(last);
  });

  it('names the field of a bad command', async () => {
    const res = await fetch(`${server.url}/console-api/screens/stage/command`, { method: 'POST', headers: a.headers({ 'content-type': 'application/json' }), body: JSON.stringify({ sessionId, basedOn: -1, command: { do: 'flip' } }) });
    const body = (await res.json()) as { details: { field: string }[] };
    expect(res.status).toBe(400);
    expect(body.details.map((d) => d.field).sort()).toEqual(['basedOn', 'command.do']);
  });
});
