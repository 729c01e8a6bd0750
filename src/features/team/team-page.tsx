import { useQuery } from '@tanstack/react-query';
import { teamQueries } from '../../api/team-queries';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { InviteCard } from './invite-card';
import { MembersCard } from './members-card';
import { ShareCard } from './share-card';

/** `/team`: share the event with the team, invite people with a role, see and manage the members. */
export default function TeamPage() {
  const share = useQuery(teamQueries.share());
  return (
    <div className="space-y-6">
      <PageHeader title="Team" description="Organisers, moderators, AV and viewers, each signed in with their own password or passkey and a role. The event’s key stays on the console’s server." />
      {share.isPending ? (
        <LoadingState label="Loading the team…" shape="form" />
      ) : share.isError ? (
        <ErrorState error={share.error} onRetry={() => void share.refetch()} />
      ) : (
        <>
          <ShareCard status={share.data} />
          {share.data.shared ? (
            <>
              <InviteCard />
              <MembersCard />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
