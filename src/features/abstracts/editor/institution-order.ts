/** Institutions (names, or form rows holding a name) and authors pointing at them by position. */
type WithInstitutions = { institutions: unknown[]; authors: { institutionIndexes?: number[] }[] };

/** Maps each old institution position to its new one (or -1 when removed) in every author. */
function remap<T extends WithInstitutions>(value: T, institutions: T['institutions'], newIndexOf: (old: number) => number): T {
  return {
    ...value,
    institutions,
    authors: value.authors.map((a) =>
      a.institutionIndexes
        ? { ...a, institutionIndexes: a.institutionIndexes.map(newIndexOf).filter((n) => n >= 0) }
        : a,
    ),
  };
}

/**
 * Moves an institution from one position to another. Authors keep pointing at
 * the same institutions: every author's `institutionIndexes` is remapped.
 */
export function moveInstitution<T extends WithInstitutions>(value: T, from: number, to: number): T {
  const n = value.institutions.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return value;
  const order = value.institutions.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved);
  const newIndex = new Map(order.map((old, i) => [old, i]));
  return remap(value, order.map((old) => value.institutions[old]), (old) => newIndex.get(old) ?? old);
}

/** Removes an institution; authors lose that link and their later positions shift down by one. */
export function removeInstitution<T extends WithInstitutions>(value: T, index: number): T {
  if (index < 0 || index >= value.institutions.length) return value;
  return remap(
    value,
    value.institutions.filter((_, i) => i !== index),
    (old) => (old === index ? -1 : old > index ? old - 1 : old),
  );
}
