/** One labelled select of the abstracts list's filter row. */
import { controlClasses } from '../../../components/ui/field-shell';

export type ListFilterProps = { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; className?: string };

export function ListFilter({ label, value, onChange, options, className = '' }: ListFilterProps) {
  const id = `abstract-filter-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className={`w-[calc(50%-0.375rem)] sm:w-auto lg:w-full ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`mt-1.5 ${controlClasses(false)} sm:max-w-48 lg:max-w-none`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
