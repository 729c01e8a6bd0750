import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function AbstractsPage() {
  return (
    <AreaPlaceholder
      title={'Abstracts'}
      description={'Scientific abstracts and e-posters.'}
      coming={['Searchable list of abstracts', 'Export']}
    />
  );
}
