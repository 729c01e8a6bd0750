import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { roleName } from '../../contract/team';
import { paths } from '../../paths';

/** A team member's name and role in the top bar (where a key holder sees the key's time left); links to the account page. */
export function MemberBadge({ member }: { member: { name: string; role: string } }) {
  return (
    <Link
      to={paths.account.link()}
      data-testid="member-badge"
      className="hidden items-center gap-1.5 whitespace-nowrap rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:inline-flex"
    >
      <UserRound aria-hidden className="size-3.5" />
      {member.name} · {roleName(member.role)}
    </Link>
  );
}
