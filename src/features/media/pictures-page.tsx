import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function PicturesPage() {
  return (
    <AreaPlaceholder
      title={'Pictures'}
      description={'Pictures uploaded from this console.'}
      coming={['Upload by drag and drop', 'Copy a picture’s address']}
    />
  );
}
