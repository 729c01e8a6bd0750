import type { Author } from '../../contract/abstract';

/** One author as the app shows them in the author line. */
export type AuthorLineEntry = {
  name: string;
  presenter: boolean;
  /** 1-based institution numbers, ascending, each once; positions outside the list are left out. */
  superscripts: number[];
  /** Position of this author in the stored list (for keys and links back to the editor). */
  sourceIndex: number;
};

export type AuthorLine = {
  authors: AuthorLineEntry[];
  /** The numbered institution list under the authors: number is position + 1. */
  institutions: { number: number; name: string }[];
};

/**
 * How the app renders an abstract's authors: presenting authors first (in
 * their stored order), then the others in stored order; after each name the
 * superscript numbers of their institutions (position + 1, ascending); under
 * the line the institutions numbered in stored order.
 */
export function authorLine(abstract: { authors?: readonly Author[]; institutions?: readonly string[] }): AuthorLine {
  const institutions = abstract.institutions ?? [];
  const entries: AuthorLineEntry[] = (abstract.authors ?? []).map((a, i) => ({
    name: a.name.trim(),
    presenter: !!a.isPresenter,
    superscripts: [...new Set((a.institutionIndexes ?? []).filter((n) => Number.isInteger(n) && n >= 0 && n < institutions.length))]
      .sort((x, y) => x - y)
      .map((n) => n + 1),
    sourceIndex: i,
  }));
  const ordered = [...entries.filter((e) => e.presenter), ...entries.filter((e) => !e.presenter)];
  return {
    authors: ordered,
    institutions: institutions.map((name, i) => ({ number: i + 1, name })),
  };
}

/** The author line as plain text, presenters first: "Bo Chan (2); Ann Lee (1,2)". */
export function authorLineText(abstract: { authors?: readonly Author[]; institutions?: readonly string[] }): string {
  return authorLine(abstract)
    .authors.map((a) => (a.superscripts.length ? `${a.name} (${a.superscripts.join(',')})` : a.name))
    .join('; ');
}
