import {
  BookOpen, CalendarDays, ScrollText, UsersRound, FileSpreadsheet, Gauge, Image, Landmark, LayoutDashboard, ListChecks, MessagesSquare, Settings, Ticket, UserCircle, Users, Mic, Send,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteName } from './route-table';

type NavIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** One icon per area, keyed by the name of the area's row in the route table. */
const ICONS: Partial<Record<RouteName, NavIcon>> = {
  dashboard: LayoutDashboard,
  sessions: CalendarDays,
  questions: MessagesSquare,
  polls: ListChecks,
  report: FileSpreadsheet,
  guests: Users,
  tickets: Ticket,
  speakers: Mic,
  sponsors: Landmark,
  programme: Send,
  abstracts: BookOpen,
  pictures: Image,
  settings: Settings,
  account: UserCircle,
  team: UsersRound,
  audit: ScrollText,
};

/** The icon of a route's area (a gauge for a row without its own). */
export function navIcon(name: RouteName): NavIcon {
  return ICONS[name] ?? Gauge;
}
