import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function SessionPage() {
  return (
    <AreaPlaceholder
      title={'Session'}
      description={'One session’s fields and content sections.'}
      coming={['Title, date, times, location, track and colour', 'Poll and live Q&A switches', 'The visual content-section editor']}
    />
  );
}
