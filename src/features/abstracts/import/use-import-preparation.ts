/**
 * The abstracts import before anything is sent: the file read, each column's
 * field (guessed, remembered), and every row prepared and checked against the
 * contract and the event's sessions (a session named by title is sent as its id).
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionQueries } from '../../../api/session-queries';
import { initialMapping, readRememberedMapping, targetOptions, type ColumnMapping, type ColumnTarget } from './import-columns';
import { readImportFile, type ImportTable } from './import-file';
import { prepareRows, type PreparedRow } from './import-rows';

export function useImportPreparation() {
  const [table, setTable] = useState<ImportTable | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const sessions = useQuery(sessionQueries.list());
  const mapsSession = Object.values(mapping).includes('sessionId');
  // Sessions that cannot be read (no scope, an error) leave names unresolved, and each row says so.
  const sessionList = sessions.isError ? null : (sessions.data ?? null);
  const sessionsPending = mapsSession && sessions.isPending;

  const prepared = useMemo<PreparedRow[]>(() => (table ? prepareRows(table.rows, mapping, sessionList) : []), [table, mapping, sessionList]);

  /** Reads a file; resolves true when it replaced the table. */
  async function readFile(file: File): Promise<boolean> {
    setReadError(null);
    try {
      const t = await readImportFile(file);
      if (t.rows.length === 0) throw new Error(`${file.name} has no rows to import.`);
      setTable(t);
      setMapping(initialMapping(t.columns, readRememberedMapping()));
      return true;
    } catch (e) {
      setReadError(e instanceof Error ? e.message : String(e));
      return false;
    }
  }

  /** A field is filled by one column at most. */
  function mapColumn(column: string, target: ColumnTarget) {
    setMapping((m) => {
      const next: ColumnMapping = { ...m };
      if (target !== 'ignore') for (const k of Object.keys(next)) if (next[k] === target) next[k] = 'ignore';
      next[column] = target;
      return next;
    });
  }

  const authorSlots = Math.max(5, ...Object.values(mapping).map((t) => Number(/^author\.(\d+)\./.exec(t)?.[1] ?? 0)));
  const titleColumn = Object.keys(mapping).find((k) => mapping[k] === 'title') ?? '';

  return { table, readError, mapping, mapColumn, readFile, prepared, sessionsPending, targetOptions: targetOptions(authorSlots), titleColumn };
}
