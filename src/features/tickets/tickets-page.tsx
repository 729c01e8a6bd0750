import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function TicketsPage() {
  return (
    <AreaPlaceholder
      title={'Tickets'}
      description={'Tickets by guest and by type.'}
      coming={['All tickets, filtered by type or guest', 'Add or overwrite a ticket, remove one', 'External QR values']}
    />
  );
}
