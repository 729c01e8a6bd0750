import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function PresentQuestionsPage() {
  return (
    <AreaPlaceholder
      title={'Questions on screen'}
      description={'Full-screen view of approved questions for a projector.'}
      coming={['Approved questions, most upvoted first', 'Large type, live updates']}
    />
  );
}
