import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function AbstractPage() {
  return (
    <AreaPlaceholder
      title={'Abstract'}
      description={'One abstract with its authors and e-poster.'}
      coming={['Authors, institutions, categories', 'E-poster upload']}
    />
  );
}
