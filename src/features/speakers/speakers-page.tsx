import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function SpeakersPage() {
  return (
    <AreaPlaceholder
      title={'Speakers'}
      description={'Everyone speaking at the event.'}
      coming={['Speakers list', 'Create and edit speakers']}
    />
  );
}
