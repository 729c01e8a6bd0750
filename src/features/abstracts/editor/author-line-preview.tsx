import type { Author } from '../../../contract/abstract';
import { authorLine } from '../author-line';

/**
 * The author line as the app renders it: presenting authors first and
 * underlined, superscript institution numbers after each name, then the
 * numbered institution list.
 */
export function AuthorLinePreview({ authors, institutions }: { authors: readonly Author[]; institutions: readonly string[] }) {
  const line = authorLine({ authors, institutions });
  if (line.authors.length === 0 && line.institutions.length === 0) {
    return <p className="text-sm text-slate-600">Add authors to see how the app shows them.</p>;
  }
  return (
    <div className="text-sm leading-relaxed text-slate-900">
      <p data-testid="author-line">
        {line.authors.map((a, i) => (
          <span key={a.sourceIndex}>
            {a.presenter ? (
              <u className="decoration-1 underline-offset-2">
                {a.name || '(no name)'}
                <span className="sr-only"> (presenting)</span>
              </u>
            ) : (
              a.name || '(no name)'
            )}
            {a.superscripts.length ? <sup className="ml-px text-[0.7em]">{a.superscripts.join(',')}</sup> : null}
            {i < line.authors.length - 1 ? ', ' : ''}
          </span>
        ))}
      </p>
      {line.institutions.length ? (
        <ol className="mt-2 space-y-0.5 text-slate-700" aria-label="Institutions">
          {line.institutions.map((inst) => (
            <li key={inst.number}>
              <sup className="mr-0.5 text-[0.7em]">{inst.number}</sup>
              {inst.name || '(no name)'}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
