import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function GuestsPage() {
  return (
    <AreaPlaceholder
      title={'Guests'}
      description={'Everyone registered for the event.'}
      coming={['A fast, searchable list of all guests (thousands of rows)', 'Add and remove guests; guest count against capacity', 'CSV import and export']}
    />
  );
}
