import { pageLinkLabel, subSessionTimes } from '../../contract/content-sections';
import { richTextToPlain } from '../rich-text/delta';
import type { EditorSection } from './section-model';
import type { SectionRefs } from './section-references';
import { cutCharacters } from '../../contract/graphemes';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

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
    case 'webEmbed':
      return str(d.embedTitle) || str(d.content);
    case 'button': {
      const c = (d.content ?? {}) as Record<string, unknown>;
      return str(c.buttonText);
    }
    case 'sponsor':
      return refs.sponsors.find((s) => s.documentId === str(d.content))?.name ?? str(d.content);
    case 'speaker': {
      const ids = Array.isArray(d.speakerIds) ? (d.speakerIds as string[]) : Object.keys((d.speakerList as object) ?? {});
      return `${str(d.speakerType)} · ${ids.length} speaker${ids.length === 1 ? '' : 's'}`;
    }
    case 'abstract':
      return refs.abstracts.find((a) => a.documentId === str(d.content))?.title ?? str(d.abstractTitle);
    case 'pageLink':
      return pageLinkLabel({ page: str(d.page), label: str(d.label) });
    default:
      return '';
  }
}
