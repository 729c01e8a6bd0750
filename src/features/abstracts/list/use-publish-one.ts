/** Publishing or unpublishing one abstract from its row: which rows are saving, and the last failure in words. */
import { useState } from 'react';
import { useSetAbstractListed } from '../../../api/abstract-queries';
import { describeError } from '../../../api/errors';
import type { Abstract } from '../../../contract/abstract';

export function usePublishOne() {
  const setListed = useSetAbstractListed();
  const [pending, setPending] = useState<Set<string>>(new Set());
  const [rowError, setRowError] = useState<string | null>(null);

  async function setOne(a: Abstract, unListed: boolean) {
    setRowError(null);
    setPending((p) => new Set(p).add(a.documentId));
    try {
      await setListed.mutateAsync({ documentId: a.documentId, unListed });
    } catch (e) {
      setRowError(`"${a.title}" was not changed: ${describeError(e)}`);
    } finally {
      setPending((p) => {
        const n = new Set(p);
        n.delete(a.documentId);
        return n;
      });
    }
  }

  return { pending, rowError, setOne };
}
