import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function SponsorPage() {
  return (
    <AreaPlaceholder
      title={'Sponsor'}
      description={'One sponsor and its content sections.'}
      coming={['Name, tier, logos, link', 'The visual content-section editor']}
    />
  );
}
