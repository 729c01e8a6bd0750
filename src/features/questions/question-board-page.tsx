import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function QuestionBoardPage() {
  return (
    <AreaPlaceholder
      title={'Q&A board'}
      description={'Live moderation of one session’s questions.'}
      coming={['Pending, approved, answered and rejected lanes', 'Keyboard moderation', 'Answers and the projector view']}
    />
  );
}
