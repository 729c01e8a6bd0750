import { useQuery } from '@tanstack/react-query';
import { eventQueries } from '../../api/event-queries';
import { ErrorState } from '../../components/ui/error-state';
import { LoadingState } from '../../components/ui/loading-state';
import { PageHeader } from '../../components/ui/page-header';
import { EventSettingsForm } from './event-settings-form';

export default function SettingsPage() {
  const event = useQuery({ ...eventQueries.settings(), staleTime: 0 });
  return (
    <div>
      <PageHeader
        title="Event settings"
        description="Name, dates, venue, support, the app's look, the schedule, tracks and sponsor tiers. The owner, plan limits, going live, blocking attendees and keys are managed in the vendor console, so they are not here."
      />
      {event.data ? (
        <EventSettingsForm key={event.data.documentId} event={event.data} />
      ) : event.isPending ? (
        <LoadingState label="Loading the event's settings…" shape="form" />
      ) : (
        <ErrorState error={event.error} title="The event's settings could not be loaded" onRetry={() => void event.refetch()} />
      )}
    </div>
  );
}
