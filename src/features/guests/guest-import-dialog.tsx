import { useQueryClient } from '@tanstack/react-query';
import { addGuest, guestQueries } from '../../api/guest-queries';
import { isApiError } from '../../api/errors';
import { ImportWizard } from '../../components/table-import/import-wizard';
import { GUEST_IMPORT_FIELDS, planGuestImport } from './guest-import-plan';

/** Guests from a CSV or XLSX file through the shared import wizard; an e-mail already registered is skipped, not failed. */
export function GuestImportDialog({ open, onOpenChange, registered }: { open: boolean; onOpenChange: (open: boolean) => void; registered: ReadonlySet<string> }) {
  const qc = useQueryClient();
  return (
    <ImportWizard
      open={open}
      onOpenChange={onOpenChange}
      title="Import guests"
      noun="guests"
      fields={GUEST_IMPORT_FIELDS}
      plan={(records) => planGuestImport(records, registered)}
      send={async (item, signal) => {
        try {
          const r = await addGuest(item, { priority: 'bulk', signal });
          const extra = [...r.warnings, ...(r.ignoredFields.length ? [`Not saved: ${r.ignoredFields.join(', ')}`] : [])];
          return { kind: 'done', label: 'Added', message: extra.join(' ') || undefined };
        } catch (e) {
          if (isApiError(e) && e.status === 409) return { kind: 'skipped', label: 'Already registered', message: `${item.userEmail} is already a guest.` };
          throw e;
        }
      }}
      onFinished={() => void qc.invalidateQueries({ queryKey: guestQueries.all() })}
      help={
        <p>
          One guest per row. An <strong>e-mail</strong> column is required; name, role, company, phone, website and country are optional. E-mails are trimmed and
          lowercased as the service stores them.
        </p>
      }
    />
  );
}
