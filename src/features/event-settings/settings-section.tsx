import type { ReactNode } from 'react';

export type SettingsSectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  /** The form path the section holds as a whole (`tracks`), so that a warning about it opens here. */
  field?: string;
  children: ReactNode;
};

/** One group of the settings form, as a titled card. */
export function SettingsSection({ id, title, description, field, children }: SettingsSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} data-field={field} className="scroll-mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
