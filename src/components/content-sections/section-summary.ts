import { pageLinkLabel, subSessionTimes } from '../../contract/content-sections';
import { richTextToPlain } from '../rich-text/delta';
import type { EditorSection } from './section-model';
import type { SectionRefs } from './section-references';
import { cutCharacters } from '../../contract/graphemes';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** A picture's file name (`reef.png`) rather than its whole address. */
function fileName(url: string): string {
  const path = url.split(/[?#]/)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || url;
  } catch {
    return last || url;
  }
}

/** One line saying what a section holds, for its card header when collapsed. */
export function sectionSummary(section: EditorSection, refs: Pick<SectionRefs, 'sponsors' | 'speakers' | 'abstracts'>): string {
  const d = section.data;
  switch (section.type) {
    case 'title':
      return str(d.content);
    case 'subSession':
      return [subSessionTimes({ startTime: str(d.startTime), endTime: str(d.endTime) }), str(d.content)].filter(Boolean).join(' · ');
    case 'paragraph':
    case 'imageText':
      return cutCharacters(richTextToPlain(str(d.content)), 80);
    case 'image':
      return fileName(str(d.content));
    case 'webEmbed':
      return str(d.embedTitle) || str(d.content);
    case 'button': {
      const c = (d.content ?? {}) as Record<string, unknown>;
      return str(c.buttonText);
    }
    case 'sponsor':
      // Never the record id: while the sponsors are read (or for a deleted one) the summary says which kind it is.
      return refs.sponsors.find((s) => s.documentId === str(d.content))?.name ?? (str(d.content) ? 'a sponsor' : '');
    case 'speaker': {
      const list = (d.speakerList && typeof d.speakerList === 'object' ? d.speakerList : {}) as Record<string, unknown>;
      const ids = Array.isArray(d.speakerIds) ? (d.speakerIds as string[]) : Object.keys(list);
      const names = ids.map((id) => refs.speakers.find((s) => s.documentId === id)?.name ?? (str(list[id]) || 'an unknown speaker'));
      return `${str(d.speakerType) || 'Speakers'}: ${names.length > 0 ? names.join(', ') : 'no speakers chosen'}`;
    }
    case 'menuShortcuts':
      return "Buttons to the event's menu pages";
    case 'abstract':
      return refs.abstracts.find((a) => a.documentId === str(d.content))?.title ?? str(d.abstractTitle);
    case 'pageLink':
      return pageLinkLabel({ page: str(d.page), label: str(d.label) });
    default:
      return '';
  }
}
