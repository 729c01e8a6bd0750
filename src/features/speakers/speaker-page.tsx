import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function SpeakerPage() {
  return (
    <AreaPlaceholder
      title={'Speaker'}
      description={'One speaker’s profile.'}
      coming={['Name, role, company, bio and picture']}
    />
  );
}
