import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function SponsorsPage() {
  return (
    <AreaPlaceholder
      title={'Sponsors'}
      description={'Sponsors by tier.'}
      coming={['Sponsors list by tier', 'Create and edit sponsors']}
    />
  );
}
