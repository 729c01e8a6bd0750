import { BadgeQuestionMark, Clock, Code, FileText, Handshake, Heading1, Image, LayoutGrid, Link2, MousePointerClick, Newspaper, Pilcrow, Users, type LucideIcon } from 'lucide-react';
import { cn } from '../ui/cn';

/** One icon per section type, beside its name in plain words (never instead of it). */
const ICONS: Record<string, LucideIcon> = {
  title: Heading1,
  subSession: Clock,
  paragraph: Pilcrow,
  image: Image,
  imageText: Newspaper,
  webEmbed: Code,
  button: MousePointerClick,
  sponsor: Handshake,
  speaker: Users,
  menuShortcuts: LayoutGrid,
  abstract: FileText,
  pageLink: Link2,
};

export function SectionTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? BadgeQuestionMark;
  return <Icon aria-hidden className={cn('size-4 shrink-0', className)} />;
}
