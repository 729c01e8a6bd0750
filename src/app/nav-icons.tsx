import {
  BookOpen, CalendarDays, FileSpreadsheet, Gauge, Image, Landmark, LayoutDashboard, ListChecks, MessagesSquare, Settings, Ticket, UserCircle, Users, Mic,
} from 'lucide-react';
import type { ComponentType } from 'react';

/** One icon per area, keyed by the area's path. */
export const NAV_ICONS: Record<string, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  '/': LayoutDashboard,
  '/sessions': CalendarDays,
  '/questions': MessagesSquare,
  '/polls': ListChecks,
  '/report': FileSpreadsheet,
  '/guests': Users,
  '/tickets': Ticket,
  '/speakers': Mic,
  '/sponsors': Landmark,
  '/abstracts': BookOpen,
  '/pictures': Image,
  '/settings': Settings,
  '/account': UserCircle,
  default: Gauge,
};
