import { useId, type ReactNode } from 'react';
import { cn } from '../ui/cn';

/**
 * A form the console's role may read but not change: one sentence saying why, and the fields inside a disabled
 * fieldset described by that sentence. When the form may be changed, its fields are rendered as they are, with
 * nothing around them. Which role may change what is the caller's to know (`useMay`, `useMayDriveScreens`).
 */
export function ReadOnlyFieldset({ readOnly, why, className, children }: { readOnly: boolean; why: string; className?: string; children: ReactNode }) {
  const id = useId();
  if (!readOnly) return <>{children}</>;
  return (
    <>
      <ReadOnlyNote id={id}>{why}</ReadOnlyNote>
      <fieldset disabled aria-describedby={id} className={cn('min-w-0', className)}>
        {children}
      </fieldset>
    </>
  );
}

/** The sentence saying why a page or a part of it is read only. */
export function ReadOnlyNote({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn('mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700', className)}>
      {children}
    </p>
  );
}
