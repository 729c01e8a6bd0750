/**
 * A save's warnings as the save bar lists them: each in plain words, with the
 * place it is about when the warning names one, so that a click opens that
 * field or content section. The service starts a warning with the path it is
 * about (`trackArray: shortened …`, `contentData[3] (speakers): …`,
 * `authors[2].speakerId sp-9 matches no speaker yet …`); the path is read
 * off and said by its label ("Tracks: shortened …", "Section 4, Speakers: …").
 */
import { SECTION_LABELS } from '../content-sections/section-model';
import type { SectionType } from '../../contract/content-sections';
import { fieldLabel, listOfLabels, type FieldLabels } from './merge-wording';

export type WarningTarget = { kind: 'field'; path: string } | { kind: 'section'; index: number };
export type SaveWarning = { text: string; target?: WarningTarget };

const SECTION = /^contentData\[(\d+)\](?:\.[\w.[\]]+)?\s*(?:\((\w+)\))?:\s*(.*)$/s;
const PATH = /^([A-Za-z]\w*)((?:\[\d+\]|\.\w+)*)(:\s*|\s+)(.*)$/s;

/** "authors[2].speakerId" → "Authors 3, speaker id"; positions count from 1. */
function pathInWords(head: string, rest: string, labels: FieldLabels): string {
  const parts = [fieldLabel(head, labels)];
  for (const m of rest.matchAll(/\[(\d+)\]|\.(\w+)/g)) {
    if (m[1] !== undefined) parts[parts.length - 1] += ` ${Number(m[1]) + 1}`;
    else parts.push(fieldLabel(m[2] ?? '', labels).toLowerCase());
  }
  return parts.join(', ');
}

/** One warning: its words and, when it names a field the form has (`fields`), that field's form path. */
export function toSaveWarning(warning: string, fields: readonly string[], labels: FieldLabels = {}): SaveWarning {
  const section = SECTION.exec(warning);
  if (section) {
    const index = Number(section[1]);
    const type = section[2] as SectionType | undefined;
    const name = type && SECTION_LABELS[type] ? `, ${SECTION_LABELS[type]}` : '';
    return { text: `Section ${index + 1}${name}: ${section[3]}`, target: { kind: 'section', index } };
  }
  const m = PATH.exec(warning);
  if (!m || !fields.includes(m[1] ?? '')) return { text: warning };
  const [, head = '', rest = '', sep = '', message = ''] = m;
  const path = `${head}${rest.replace(/\[(\d+)\]/g, '.$1')}`;
  const words = pathInWords(head, rest, labels);
  return { text: sep.startsWith(':') ? `${words}: ${message}` : `${words} ${message}`, target: { kind: 'field', path } };
}

/** Everything a save reported, in the order the bar lists it: field warnings, section warnings, fields not saved. */
export function saveWarnings(
  report: { warnings: readonly string[]; sectionWarnings?: readonly string[]; ignoredFields?: readonly string[] },
  fields: readonly string[],
  labels: FieldLabels = {},
): SaveWarning[] {
  const out = [...report.warnings, ...(report.sectionWarnings ?? [])].map((w) => toSaveWarning(w, fields, labels));
  const ignored = report.ignoredFields ?? [];
  if (ignored.length > 0) {
    const names = ignored.map((f) => {
      const section = /^contentData\[(\d+)\]/.exec(f);
      return section ? `a detail of section ${Number(section[1]) + 1}` : fieldLabel(f, labels);
    });
    out.push({ text: `Not saved, because the service does not take ${ignored.length === 1 ? 'it' : 'them'} here: ${listOfLabels([...new Set(names)])}.` });
  }
  return out;
}
