import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function PollsPage() {
  return (
    <AreaPlaceholder
      title={'Polls'}
      description={'Polls and their live results.'}
      coming={['Every poll of the event or of one session', 'Create, edit, lock and delete polls', 'Live result charts']}
    />
  );
}
