import { useState } from 'react';

/**
 * Once an editor has shown a record, it stays on screen when a later read
 * finds the record gone or fails: the editor then explains it ("deleted
 * elsewhere") instead of vanishing with what the user typed.
 *
 *   const session = useLoadedRecord(id, detail.data);
 *   if (!session && detail.isPending) return <LoadingState … />;
 */
export function useLoadedRecord<R>(id: string, data: R | null | undefined): R | undefined {
  const [held, setHeld] = useState<{ id: string; record: R } | null>(null);
  // Adjusted while rendering (as React documents for state derived from props).
  if (data && (held?.id !== id || held.record !== data)) setHeld({ id, record: data });
  return data ?? (held?.id === id ? held.record : undefined);
}
