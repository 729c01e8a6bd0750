import { Check } from 'lucide-react';
import { describeScopes } from '../../components/ui/scope-words';
/** A key's scopes as what they allow, one line per area. */
export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  const lines = describeScopes(scopes);
  return (
    <ul className="mt-2 space-y-1 text-sm text-slate-800" aria-label="What this key allows">
      {lines.length === 0 ? <li className="text-slate-600">Nothing yet: this key can only identify itself.</li> : null}
      {lines.map((line) => (
        <li key={line} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          {line}
        </li>
      ))}
    </ul>
  );
}
