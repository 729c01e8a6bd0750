import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function SettingsPage() {
  return (
    <AreaPlaceholder
      title={'Event settings'}
      description={'The event’s own settings.'}
      coming={['Name, dates, venue and welcome text', 'Tracks, tiers and their colours', 'App colours']}
    />
  );
}
