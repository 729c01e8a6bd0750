import { useCallback, useState } from 'react';
import type { GuestRow } from './guest-list-view';

/** The guests ticked for a bulk action; kept across searches, counted against the rows shown. */
export function useGuestSelection(rows: readonly GuestRow[]) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const onToggle = useCallback((email: string) => {
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(email)) n.delete(email);
      else n.add(email);
      return n;
    });
  }, []);
  const onToggleAll = useCallback(
    (select: boolean) => {
      setSelected((s) => {
        const n = new Set(s);
        for (const r of rows) {
          if (select) n.add(r.email);
          else n.delete(r.email);
        }
        return n;
      });
    },
    [rows],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const selectedShown = rows.filter((r) => selected.has(r.email)).length;
  return { selected, selectedShown, onToggle, onToggleAll, clear };
}
