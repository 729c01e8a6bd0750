/**
 * A member's name, role and chosen rooms as the console's server last said them. The connection keeps what sign-in
 * gave; an organiser may change a member's role or rooms meanwhile, and a connection kept from before rooms were
 * kept has none. Each /whoami of a member carries them, and the connection follows (no sign-in again).
 */
import { useEffect } from 'react';
import { z } from 'zod';
import { useWhoami } from './account-queries';
import { keyStore, type Connection } from './key-store';
import { useConnection } from './use-connection';

type Member = NonNullable<Connection['member']>;

/** What the console's server adds to a member's /whoami (the API's own /whoami has no such field). */
const memberSaidSchema = z.object({ name: z.string(), role: z.string(), rooms: z.array(z.string()).optional() });

/** The member as /whoami said it, in the connection's shape (no rooms: every room). */
export function memberAsSaid(said: { name: string; role: string; rooms?: string[] }): Member {
  return { name: said.name, role: said.role, ...(said.rooms?.length ? { rooms: said.rooms } : {}) };
}

export function sameMember(a: Member, b: Member): boolean {
  return a.name === b.name && a.role === b.role && (a.rooms ?? []).join('\n') === (b.rooms ?? []).join('\n');
}

export function useMemberFromWhoami(): void {
  const connection = useConnection();
  const said = useWhoami().data?.member;
  useEffect(() => {
    const parsed = memberSaidSchema.safeParse(said);
    if (connection?.kind !== 'member' || !connection.member || !parsed.success) return;
    const member = memberAsSaid(parsed.data);
    if (!sameMember(member, connection.member)) keyStore.set({ ...connection, member });
  }, [connection, said]);
}
