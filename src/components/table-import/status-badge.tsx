/** A row's check or outcome as a small badge; the words carry the meaning, the colour follows. */
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

export type BadgeTone = 'done' | 'skipped' | 'failed' | 'ready';

const toneClasses: Record<BadgeTone, string> = {
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  skipped: 'bg-slate-100 text-slate-800 ring-slate-300',
  failed: 'bg-red-50 text-red-900 ring-red-200',
  ready: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset', toneClasses[tone])}>{children}</span>;
}
