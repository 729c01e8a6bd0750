import { useId, type ReactNode } from 'react';
import { useConnection } from '../../api/use-connection';
import { cn } from '../ui/cn';

/**
 * Why a part of the console is read only, in the words of who is reading: a team member is told which roles may do
 * `what` ("changing sessions is for organisers"), a key holder that the key does not allow it.
 */
export function useReadOnlyWhy(what: string, roles = 'organisers'): string {
  const member = useConnection()?.kind === 'member';
  return member ? `Read only: ${what} is for ${roles}.` : `Read only: your key does not allow ${what}.`;
}

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
