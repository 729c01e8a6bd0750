import type { FieldChange } from '../../../api/abstract-queries';
import type { Author } from '../../../contract/abstract';
import { shorten } from '../../../contract/graphemes';

/** The abstract's fields in the words of its editor. */
export const ABSTRACT_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  abstractNumber: 'Number',
  category: 'Category',
  sessionId: 'Session',
  keywords: 'Keywords',
  unListed: 'Not published',
  institutions: 'Institutions',
  authors: 'Authors',
  abstractText: 'Abstract text',
  posterImagePath: 'Poster display picture',
  posterOriginalPath: 'Poster original picture',
  posterExpected: 'Poster expected',
  downloadLink: 'Download link',
  downloadLabel: 'Download label',
};

export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return shorten(value, 161);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.length ? value.join('; ') : '(none)';
  if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'name' in v)) {
    // Authors with their institution numbers (position + 1), so a renumbering shows.
    return value.length
      ? (value as Author[])
          .map((a) => {
            const nums = [...new Set(a.institutionIndexes ?? [])].sort((x, y) => x - y).map((n) => n + 1);
            return `${a.name}${nums.length ? ` (${nums.join(',')})` : ''}${a.isPresenter ? ', presenting' : ''}${a.speakerId ? `, speaker ${a.speakerId}` : ''}`;
          })
          .join('; ')
      : '(none)';
  }
  return JSON.stringify(value);
}

/** The service's account of an edit: each changed field, before and after. */
export function FieldChangesList({ changes }: { changes: Record<string, FieldChange> }) {
  const entries = Object.entries(changes);
  return (
    <section aria-labelledby="changes-heading" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <h2 id="changes-heading" className="font-semibold">
        {entries.length ? `Saved: ${entries.length} ${entries.length === 1 ? 'field' : 'fields'} changed` : 'Saved: nothing changed'}
      </h2>
      {entries.length ? (
        <dl className="mt-2 divide-y divide-emerald-200">
          {entries.map(([field, c]) => (
            <div key={field} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
              <dt className="font-medium">{ABSTRACT_FIELD_LABELS[field] ?? field}</dt>
              <dd className="min-w-0 break-words">
                <span className="sr-only">Before: </span>
                <del className="text-emerald-900/80">{showValue(c.before)}</del>
                <span aria-hidden> → </span>
                <span className="sr-only">, after: </span>
                <ins className="font-medium no-underline">{showValue(c.after)}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
