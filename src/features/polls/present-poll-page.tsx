import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function PresentPollPage() {
  return (
    <AreaPlaceholder
      title={'Poll on screen'}
      description={'Full-screen live results of one poll for a projector.'}
      coming={['Live result chart', 'Countdown and locked state']}
    />
  );
}
