import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Question } from '../../contract/question';
import { describeError } from '../../api/errors';
import { useDeleteQuestion, useSaveQuestion, type QuestionSaved } from '../../api/question-queries';
import { applyOverrides, pruneOverrides, type Override } from './moderation-overrides';
import { describeStep, pushStep, stepFor, undoWriteOf, type ModerationKind, type ModerationStep } from './moderation-history';
import { shorten } from '../../contract/graphemes';
import { conflictOf, describeConflict, restsOn, snapshotOf, type CheckedAction, type Snapshot, type SnapshotField } from './moderation-conflicts';
import { useCurrentQuestion } from './use-current-question';

export type Refusal = { questionId: string; message: string };
/** An action not sent because the question changed elsewhere; `retry` does it anyway. */
export type Conflicted = { questionId: string; message: string; retryLabel?: string; retry?: () => void };
export type WriteExtras = { title: string; warnings: string[]; ignoredFields: string[] };

/** The reason as a clause inside a longer sentence: without its closing full stop. */
const reasonOf = (e: unknown) => describeError(e).replace(/[.!]+$/, '');

/**
 * Moderation of one session's questions: optimistic lane moves shown on top of
 * the last read, rolled back with the reason when the service refuses; the
 * last actions kept for undo; every write's warnings kept for display. Before
 * a write the question's current state is checked (moderation-conflicts.ts):
 * a change made elsewhere meanwhile is explained, never silently reverted.
 */
export function useModeration(sessionId: string, data: { questions: Question[]; requestedAt: number } | undefined) {
  const save = useSaveQuestion(sessionId);
  const { mutateAsync: removeQuestion } = useDeleteQuestion(sessionId);
  const saveQuestion = save.mutateAsync;
  const [overrides, setOverrides] = useState<Map<string, Override>>(() => new Map());
  const [history, setHistory] = useState<ModerationStep[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [extras, setExtras] = useState<WriteExtras | null>(null);
  const [ownIds, setOwnIds] = useState<ReadonlySet<string>>(() => new Set());
  const [conflict, setConflict] = useState<Conflicted | null>(null);
  const readCurrent = useCurrentQuestion(sessionId);

  // A read requested after a write settled makes its override unnecessary.
  const requestedAt = data?.requestedAt ?? 0;
  useEffect(() => {
    if (!requestedAt) return;
    setOverrides((m) => pruneOverrides(m, requestedAt) ?? m);
  }, [requestedAt]);

  const questions = useMemo(() => (data ? applyOverrides(data.questions, overrides) : undefined), [data, overrides]);
  const latest = useRef({ questions, history, overrides });
  latest.current = { questions, history, overrides };

  /**
   * Null when the question is still as `seen` in `fields`; otherwise why the action is not sent, with the question as it is now.
   * This board's own write still on its way is the newest state known, so it is not checked against a read.
   */
  const check = useCallback(async (id: string, text: string, seen: Snapshot, fields: readonly SnapshotField[], action: CheckedAction): Promise<{ problem: string; current?: Question } | null> => {
    const own = latest.current.overrides.get(id);
    if (own && own.settledAt === undefined) return null;
    try {
      // Undo and delete are rare and final: they always read the question again.
      const notBefore = action === 'undo' || action === 'delete' ? Date.now() : (own?.settledAt ?? 0);
      const { current, shownSince } = await readCurrent(id, notBefore);
      const c = conflictOf(seen, current, fields, action);
      return c ? { problem: describeConflict(c, text, action, Math.max(shownSince ?? 0, own?.settledAt ?? 0) || null), current } : null;
    } catch (e) {
      return { problem: `Could not check that “${short(text)}” is still as you see it: ${reasonOf(e)}. Nothing was changed.` };
    }
  }, [readCurrent]);

  const setOverride = useCallback(
    (id: string, o: Override | null) =>
      setOverrides((m) => {
        const next = new Map(m);
        if (o) next.set(id, o);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const settle = useCallback(
    (id: string) =>
      setOverrides((m) => {
        const o = m.get(id);
        if (!o) return m;
        return new Map(m).set(id, { ...o, settledAt: Date.now() });
      }),
    [],
  );
  const noteExtras = useCallback((title: string, r: QuestionSaved) => {
    if (r.warnings.length || r.ignoredFields.length) setExtras({ title, warnings: r.warnings, ignoredFields: r.ignoredFields });
  }, []);

  /** Writes a change with an optimistic move; resolves true when saved, false (rolled back, reason shown) when refused or changed elsewhere. Throws instead when `throwOnRefusal`. */
  const write = useCallback(
    async (
      q: Question,
      after: ModerationStep['after'],
      kind: ModerationKind | 'undo',
      options: { throwOnRefusal?: boolean; step?: ModerationStep; force?: boolean; expected?: { seen: Snapshot; fields: SnapshotField[] } } = {},
    ): Promise<boolean> => {
      const id = q.documentId;
      setRefusal(null);
      setConflict(null);
      const checking = options.force ? null : check(id, q.question, options.expected?.seen ?? snapshotOf(q), options.expected?.fields ?? restsOn(kind === 'undo' ? 'approve' : kind), kind);
      setOverride(id, { ...after });
      const found = await checking;
      if (found) {
        setOverride(id, null);
        if (options.throwOnRefusal) throw new Error(found.problem);
        const now = found.current;
        const retry = kind !== 'undo' && now ? () => void write({ ...q, ...snapshotOf(now) }, after, kind, { ...options, force: true }) : undefined;
        setConflict({ questionId: id, message: found.problem, retry, retryLabel: retry ? `${verbOf(kind as ModerationKind).replace(/^./, (c) => c.toUpperCase())} anyway` : undefined });
        return false;
      }
      try {
        const r = await saveQuestion({ questionId: id, ...after });
        settle(id);
        noteExtras(kind === 'undo' ? 'Undone, with warnings' : `${describeStep({ kind, text: q.question })}, with warnings`, r);
        if (kind !== 'undo') setHistory((h) => pushStep(h, options.step ?? stepFor(kind, q, after)));
        return true;
      } catch (e) {
        setOverride(id, null);
        const message = `${kind === 'undo' ? 'Could not undo' : `Could not ${verbOf(kind)}`} “${short(q.question)}”: ${reasonOf(e)}. It is back where it was.`;
        if (options.throwOnRefusal) throw e;
        setRefusal({ questionId: id, message });
        toast.error(message);
        return false;
      }
    },
    [saveQuestion, check, setOverride, settle, noteExtras],
  );

  const moderate = useCallback(
    (q: Question, kind: 'approve' | 'reject' | 'pending') => {
      const status = kind === 'approve' ? 'approved' : kind === 'reject' ? 'rejected' : 'pending';
      if (q.status === status) return Promise.resolve(true);
      return write(q, { status }, kind);
    },
    [write],
  );

  const answer = useCallback((q: Question, text: string) => write(q, { status: 'answered', answer: text }, 'answer', { throwOnRefusal: true }).then(() => undefined), [write]);
  const edit = useCallback((q: Question, text: string) => write(q, { question: text }, 'edit', { throwOnRefusal: true }).then(() => undefined), [write]);

  const undo = useCallback(async () => {
    const step = latest.current.history.at(-1);
    if (!step) {
      toast.info('Nothing to undo.');
      return;
    }
    setHistory((h) => h.slice(0, -1));
    // Undo only from the state this moderator's action left: a later change made elsewhere stays.
    const fields = Object.keys(step.after) as SnapshotField[];
    const found = await check(step.questionId, step.text, { ...step.before, ...step.after }, fields, 'undo');
    if (found) {
      setConflict({ questionId: step.questionId, message: found.problem });
      return;
    }
    const q = latest.current.questions?.find((x) => x.documentId === step.questionId);
    if (!q) {
      toast.error('That question is gone (deleted), so its last action cannot be undone.');
      return;
    }
    const { questionId: _id, ...undoFields } = undoWriteOf(step);
    setOwnIds((s) => new Set(s).add(step.questionId));
    const ok = await write(q, undoFields, 'undo', { force: true });
    if (ok) toast.success(`Undone: ${describeStep(step)}`);
    else setHistory((h) => [...h, step]);
  }, [write, check]);

  const del = useCallback(
    async (q: Question) => {
      const id = q.documentId;
      setRefusal(null);
      setConflict(null);
      const found = await check(id, q.question, snapshotOf(q), restsOn('delete'), 'delete');
      if (found) throw new Error(found.problem);
      setOverride(id, { deleted: true });
      try {
        await removeQuestion(id);
        settle(id);
        setHistory((h) => h.filter((s) => s.questionId !== id));
      } catch (e) {
        setOverride(id, null);
        throw e;
      }
    },
    [removeQuestion, check, setOverride, settle],
  );

  const ask = useCallback(
    async (input: { question: string; status: 'pending' | 'approved' }) => {
      const r = await save.mutateAsync(input);
      if (r.questionId) setOwnIds((s) => new Set(s).add(r.questionId));
      return r;
    },
    [save],
  );

  const savingIds = useMemo(() => {
    const ids = new Set<string>();
    for (const [id, o] of overrides) if (o.settledAt === undefined) ids.add(id);
    return ids;
  }, [overrides]);

  return { questions, overrides, savingIds, ownIds, history, refusal, setRefusal, conflict, setConflict, extras, setExtras, moderate, answer, edit, undo, del, ask };
}

function short(text: string) {
  return shorten(text, 58);
}
function verbOf(kind: ModerationKind) {
  return { approve: 'approve', reject: 'reject', pending: 'move back to pending', answer: 'mark answered', edit: 'save the edit of' }[kind];
}
