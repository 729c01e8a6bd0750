/**
 * An open editor and the record as it is now elsewhere. The record's detail
 * query (from the area's query factory) is watched at a slow interval, so the
 * editor can say "Changed elsewhere 20 s ago" while the user types (nothing
 * typed is reset). Just before an edit is sent the save cycle
 * (`api/save-cycle.ts`) reads the record again with `readLatest` and merges.
 */
import { useState } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { toContentData, toEditorSections } from '../content-sections/section-model';
import { valueInWords } from './merge-wording';
import { changesBetween, same, type Body, type Section } from '../../api/three-way-merge';
import { scaledMs } from '../../api/test-timers';

/** How often an open editor reads its record again (a detail read; paused while the tab is hidden). */
export const WATCH_MS = scaledMs(20_000);

/** The record's detail query: `null` when the record no longer exists. */
export type LatestQuery<R, K extends QueryKey> = (id: string) => UseQueryOptions<R | null, Error, R | null, K>;

type Inputs<V, R, K extends QueryKey> = {
  /** The base record's id (undefined for a new record: nothing to watch). */
  id: string | undefined;
  base: () => R | undefined;
  latest: LatestQuery<R, K>;
  toValues: (record: R | undefined) => V;
  toBody: (values: V) => Body;
  sectionsOf?: (record: R | undefined) => readonly Section[] | undefined;
};

/** Sections in the shape they are sent (read-only extras left out), so sides compare by what is written. */
export function sendableSections(list: readonly Section[] | undefined): Section[] {
  return toContentData(toEditorSections(list as Section[] | undefined));
}

function isGone(e: unknown): boolean {
  return isApiError(e) && e.status === 404;
}

/** When a difference (named by `signature`, '' for none) was first read: the read's time, kept while it lasts. */
export function useFirstSeen(signature: string, readAt: number): number {
  const [seen, setSeen] = useState<{ signature: string; at: number }>({ signature: '', at: 0 });
  // Adjusted while rendering, as React documents for state that follows props.
  if (signature !== seen.signature) setSeen({ signature, at: signature ? readAt || Date.now() : 0 });
  return signature === seen.signature ? seen.at : readAt || Date.now();
}

export function useReadBeforeWrite<V, R, K extends QueryKey>(o: Inputs<V, R, K>) {
  const qc = useQueryClient();
  const watched = useQuery({ ...o.latest(o.id ?? ''), enabled: o.id !== undefined, refetchInterval: WATCH_MS, staleTime: WATCH_MS / 2 });

  const bodyOf = (r: R | undefined) => o.toBody(o.toValues(r));

  /** The fields (write-body names, `contentData` for sections) that differ between the base and `other`. */
  function differing(other: R): string[] {
    const base = o.base();
    const fields = Object.keys(changesBetween(bodyOf(base), bodyOf(other)));
    if (o.sectionsOf && !same(sendableSections(o.sectionsOf(base)), sendableSections(o.sectionsOf(other)))) fields.push('contentData');
    return fields;
  }

  const gone = o.id !== undefined && (watched.data === null || isGone(watched.error));
  const now = watched.data ?? undefined;
  const fields = now !== undefined && o.base() !== undefined ? differing(now) : [];
  const signature = gone ? 'gone' : fields.length ? JSON.stringify(bodyOf(now)) + fields.join() : '';
  const since = useFirstSeen(signature, watched.dataUpdatedAt);

  async function readLatest(id: string): Promise<R | null> {
    try {
      return (await qc.fetchQuery({ ...o.latest(id), staleTime: 0 })) ?? null;
    } catch (e) {
      if (isGone(e)) return null;
      throw e;
    }
  }

  const theirs = now !== undefined ? bodyOf(now) : {};
  return {
    /** What differs now between the base version and the record as last read (empty when nothing), with their values in words. */
    elsewhere: { fields, values: fields.map((f) => (f === 'contentData' ? 'changed' : valueInWords(theirs[f]))), gone, since },
    /** The record as it is now, read past the cache (null when it was deleted elsewhere): the save cycle's re-read. */
    readLatest,
  };
}
