import { AreaPlaceholder } from '../../components/ui/area-placeholder';

export default function AbstractsImportPage() {
  return (
    <AreaPlaceholder
      title={'Import abstracts'}
      description={'Bulk import from a spreadsheet.'}
      coming={['CSV and Excel import in batches of 200', 'Progress, per-item results and retries']}
    />
  );
}
