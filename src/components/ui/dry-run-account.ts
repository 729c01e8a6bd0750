import { describeError } from '../../api/errors';

/**
 * What a dry run says, read from its answer as it came, whatever its form:
 * the service's `warnings`, a `wouldDelete` count per kind of record, or a
 * plain-text status ("Dry run: Would unregister … (nothing saved)"). A bulk
 * action's dry run (`dryRunEach`) is summed: counts added up, the same
 * sentence said once with how many records said it, failures listed.
 */

export type DryRunAccount = {
  /** How many of each kind of record would go, e.g. `{questions: 1, upvotes: 4}`. */
  counts: Record<string, number>;
  /** The service's sentences (warnings and plain-text answers), with how many records said each. */
  lines: { text: string; times: number }[];
  /** Records whose dry run was refused, worded. */
  failures: string[];
  /** How many records were dry-run. */
  records: number;
};

/** A bulk action's dry run: one answer (or refusal) per selected record. */
export class DryRunBatch {
  constructor(readonly outcomes: readonly PromiseSettledResult<unknown>[]) {}
}

/** Dry-runs every selected record (not only the first) and keeps every answer for the sum. */
export async function dryRunEach<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<DryRunBatch> {
  return new DryRunBatch(await Promise.allSettled(items.map((item) => run(item))));
}

/** Status words that only say "this was a dry run" and tell nothing of the record. */
const BARE_STATUS = /^(dry run:\s*)?(nothing (deleted|saved)|valid, nothing saved|deleted|ok)$/i;

/** Reads one answer (a WriteResult, its data, or text) or a batch into one account. */
export function readDryRun(answer: unknown): DryRunAccount {
  const account: DryRunAccount = { counts: {}, lines: [], failures: [], records: 0 };
  if (answer instanceof DryRunBatch) {
    for (const outcome of answer.outcomes) {
      if (outcome.status === 'fulfilled') addAnswer(account, outcome.value);
      else {
        account.records += 1;
        account.failures.push(describeError(outcome.reason));
      }
    }
  } else addAnswer(account, answer);
  return account;
}

function addAnswer(account: DryRunAccount, answer: unknown): void {
  account.records += 1;
  const seen = new Set<string>();
  const say = (text: string) => {
    const t = text.trim();
    if (!t || seen.has(t) || BARE_STATUS.test(t)) return;
    seen.add(t);
    const line = account.lines.find((l) => l.text === t);
    if (line) line.times += 1;
    else account.lines.push({ text: t, times: 1 });
  };
  // A WriteResult: {data, warnings, ignoredFields, dryRun}; its data is the answer itself.
  const isWriteResult = isObject(answer) && 'data' in answer && 'dryRun' in answer;
  const data = isWriteResult ? answer.data : answer;
  if (typeof data === 'string') say(data.replace(/^dry run:\s*/i, '').replace(/\s*\(nothing saved\)\s*$/i, ''));
  if (isObject(data)) {
    if (isObject(data.wouldDelete)) {
      for (const [kind, n] of Object.entries(data.wouldDelete)) if (typeof n === 'number') account.counts[kind] = (account.counts[kind] ?? 0) + n;
    }
    if (typeof data.status === 'string') say(data.status);
    for (const w of strings(data.warnings)) say(w);
  }
  if (isWriteResult) for (const w of strings(answer.warnings)) say(w);
}

/** "3 abstracts", "1 question, 4 upvotes": the counts in plain words (zeros left out). */
export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${n === 1 ? singular(kind) : kind}`)
    .join(', ');
}

function singular(kind: string): string {
  if (kind.endsWith('ies')) return `${kind.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(kind)) return kind.slice(0, -2);
  return kind.replace(/s$/, '');
}

/** The account as sentences a person reads before confirming. */
export function accountLines(account: DryRunAccount): string[] {
  const out: string[] = [];
  const counted = describeCounts(account.counts);
  if (counted) out.push(`Would delete ${counted}.`);
  else if (Object.keys(account.counts).length > 0) out.push('Would delete nothing else.');
  for (const line of account.lines) out.push(line.times > 1 ? `${line.text} (${line.times} records)` : line.text);
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
