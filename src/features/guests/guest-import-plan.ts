/**
 * Checks imported guest rows against the contract before anything is sent:
 * invalid e-mails and fields are named, a second row with the same e-mail is a
 * duplicate in the file, and a guest already on the list is already registered.
 */
import { addGuestBodySchema, type AddGuestBody } from '../../contract/guest';
import { normaliseEmail } from '../../contract/common';
import { describeIssues, type PlannedRow } from '../../components/table-import/import-run';
import type { ImportField, MappedRecord } from '../../components/table-import/table-data';

export const GUEST_IMPORT_FIELDS: readonly ImportField[] = [
  { key: 'userEmail', label: 'E-mail', required: true, aliases: ['email', 'e-mail address', 'email address', 'mail'] },
  { key: 'name', label: 'Name', aliases: ['full name', 'fullname', 'fn'] },
  { key: 'role', label: 'Role', aliases: ['job title', 'title', 'position'] },
  { key: 'company', label: 'Company', aliases: ['organisation', 'organization', 'org'] },
  { key: 'phone', label: 'Phone', aliases: ['telephone', 'tel', 'mobile'] },
  { key: 'url', label: 'Website', aliases: ['url', 'web', 'profile'] },
  { key: 'country', label: 'Country' },
];

export const GUEST_FIELD_LABELS: Record<string, string> = Object.fromEntries(GUEST_IMPORT_FIELDS.map((f) => [f.key, f.label]));

export function planGuestImport(records: readonly MappedRecord[], registeredEmails: ReadonlySet<string>): PlannedRow<AddGuestBody>[] {
  const firstLine = new Map<string, number>();
  return records.map((record) => {
    const body: Record<string, string> = {};
    for (const [k, v] of Object.entries(record.values)) if (v !== '') body[k] = v;
    const parsed = addGuestBodySchema.safeParse(body);
    if (!parsed.success) {
      return { ...record, item: null, problems: describeIssues(parsed.error.issues, GUEST_FIELD_LABELS) };
    }
    const email = normaliseEmail(parsed.data.userEmail);
    const earlier = firstLine.get(email);
    if (earlier !== undefined) {
      return { ...record, item: null, problems: [], skip: { kind: 'skipped' as const, label: 'Duplicate in file', message: `Same e-mail as row ${earlier}.` } };
    }
    firstLine.set(email, record.line);
    if (registeredEmails.has(email)) {
      return { ...record, item: null, problems: [], skip: { kind: 'skipped' as const, label: 'Already registered', message: `${email} is already a guest.` } };
    }
    return { ...record, item: { ...parsed.data, userEmail: email }, problems: [] };
  });
}
