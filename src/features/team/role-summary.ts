import type { TeamRole } from '../../contract/team';

/** What a role may do, in one plain sentence (the invitation, the team page). */
export function roleSummary(role: TeamRole, rooms: readonly string[] = []): string {
  switch (role) {
    case 'organiser':
      return 'everything the event’s key allows, and the team.';
    case 'moderator':
      return `questions and polls${rooms.length > 0 ? ` in ${rooms.join(', ')}` : ' in every room'}, and reading the programme.`;
    case 'av':
      return 'the rooms and their screens, and reading the programme.';
    case 'viewer':
      return 'reading the programme, questions, polls and abstracts; changing nothing.';
  }
}
