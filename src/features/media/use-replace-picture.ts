/**
 * Replaces one picture everywhere it is used, in one step: one row per record
 * on the bulk-run engine (at bulk priority, one record at a time), each saved
 * read-before-write by `savePictureChange`. A record changed elsewhere is a
 * conflict and is left as it is; the run goes on with the others. An expired
 * key stops the run with the records left kept for `resume()`.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BulkRun, oneByOne } from '../../api/bulk-run';
import { describeError } from '../../api/errors';
import { useBulkRunState } from '../../api/use-bulk-run';
import { eventQueries } from '../../api/event-queries';
import { sessionQueries } from '../../api/session-queries';
import { speakerQueries } from '../../api/speaker-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import type { PictureRecords, RecordChange } from '../../components/picture/event-pictures';
import { savePictureChange, type PictureSaved } from '../../components/picture/picture-record-save';

export type ReplaceRow = RecordChange & { base: Record<string, unknown> };
export type ReplaceRun = BulkRun<ReplaceRow, PictureSaved>;

/** The record as the page loaded it, for each change. */
export function withBase(changes: readonly RecordChange[], records: PictureRecords): ReplaceRow[] {
  const find = (c: RecordChange): Record<string, unknown> => {
    const list = c.kind === 'session' ? records.sessions : c.kind === 'speaker' ? records.speakers : c.kind === 'sponsor' ? records.sponsors : undefined;
    const found = c.kind === 'event' ? records.event : list?.find((r) => r.documentId === c.recordId);
    return { ...(found ?? {}) };
  };
  return changes.map((c) => ({ ...c, base: find(c) }));
}

export function useReplacePicture() {
  const qc = useQueryClient();
  const [run, setRun] = useState<{ run: ReplaceRun; rows: ReplaceRow[]; from: string; to: string } | null>(null);
  const state = useBulkRunState(run?.run ?? null);

  useEffect(() => () => run?.run.cancel(), [run]);

  const refresh = useCallback(() => {
    void qc.invalidateQueries({ queryKey: eventQueries.all() });
    void qc.invalidateQueries({ queryKey: sessionQueries.all() });
    void qc.invalidateQueries({ queryKey: speakerQueries.all() });
    void qc.invalidateQueries({ queryKey: sponsorQueries.all() });
  }, [qc]);

  const start = useCallback(
    async (rows: ReplaceRow[], from: string, to: string) => {
      const r: ReplaceRun = new BulkRun(
        rows,
        oneByOne((row: ReplaceRow, context) => savePictureChange({ kind: row.kind, recordId: row.recordId, base: row.base, from, to }, context)),
        { priority: 'bulk', describeError },
      );
      setRun({ run: r, rows, from, to });
      await r.start();
      refresh();
    },
    [refresh],
  );

  const resume = useCallback(async () => {
    if (!run) return;
    await run.run.resume();
    refresh();
  }, [run, refresh]);

  const clear = useCallback(() => setRun(null), []);

  return { run, state, start, resume, clear };
}
