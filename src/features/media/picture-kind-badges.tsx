import { cn } from '../../components/ui/cn';
import { KIND_BADGE_NAMES, type PictureKind } from './picture-filters';

const TONE: Record<PictureKind, string> = {
  banner: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  map: 'bg-teal-50 text-teal-800 ring-teal-200',
  sessions: 'bg-sky-50 text-sky-800 ring-sky-200',
  speakers: 'bg-violet-50 text-violet-800 ring-violet-200',
  sponsors: 'bg-rose-50 text-rose-800 ring-rose-200',
  unused: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** Small badges saying where a picture is used ("Banner", "Speaker"), or that nothing uses it. */
export function PictureKindBadges({ kinds, className }: { kinds: readonly PictureKind[]; className?: string }) {
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {kinds.map((k) => (
        <span key={k} className={cn('rounded px-1.5 py-px text-[0.6875rem] font-medium leading-4 ring-1 ring-inset', TONE[k])}>
          {KIND_BADGE_NAMES[k]}
        </span>
      ))}
    </span>
  );
}
