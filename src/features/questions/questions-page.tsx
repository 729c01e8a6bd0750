import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function QuestionsPage() {
  return (
    <AreaPlaceholder
      title={'Q&A'}
      description={'Pick a session to moderate its questions.'}
      coming={['Sessions with live Q&A', 'Pending questions per session', 'Open the moderation board or the projector view']}
    />
  );
}
