import type { ReactNode } from 'react';

export type EmptyStateProps = { icon?: ReactNode; title: ReactNode; children?: ReactNode; action?: ReactNode };

/** What a list shows when it has nothing yet, with the way forward. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon ? <div className="mb-3 text-slate-500" aria-hidden>{icon}</div> : null}
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children ? <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
