import { Construction } from 'lucide-react';
import { PageHeader } from './page-header';

export type AreaPlaceholderProps = { title: string; description: string; coming: string[] };

/** Stands in for an area page until it is built: says what will be there. */
export function AreaPlaceholder({ title, description, coming }: AreaPlaceholderProps) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <section aria-labelledby="coming-heading" className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
        <div className="flex items-center gap-2 text-slate-700">
          <Construction aria-hidden className="size-5 text-slate-500" />
          <h2 id="coming-heading" className="text-base font-semibold">
            Being built
          </h2>
        </div>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-slate-700">
          {coming.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
