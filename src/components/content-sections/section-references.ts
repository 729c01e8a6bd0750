/**
 * The records content sections point at (sponsors, speakers, abstracts, sessions), loaded once for the
 * editor's pickers and the preview's cards, plus the reference rules the service applies.
 */
import { useQuery } from '@tanstack/react-query';
import type { Abstract } from '../../contract/abstract';
import type { Session } from '../../contract/session';
import type { Speaker } from '../../contract/speaker';
import type { Sponsor } from '../../contract/sponsor';
import { useMayRead, useWhoami } from '../../api/account-queries';
import { abstractQueries } from '../../api/abstract-queries';
import { sessionQueries } from '../../api/session-queries';
import { speakerQueries } from '../../api/speaker-queries';
import { sponsorQueries } from '../../api/sponsor-queries';
import { pageRefKind } from '../../contract/page-links';
import type { SectionProblem } from './section-model';
import type { EditorSection } from './section-model';

export type SectionRefs = {
  sponsors: Sponsor[];
  speakers: Speaker[];
  abstracts: Abstract[];
  sessions: Session[];
  /** False until every list has loaded (reference checks wait for it). */
  ready: boolean;
  /** Abstracts could not be read (for example the key lacks abstracts:read). */
  abstractsUnavailable: boolean;
};

export function useSectionReferences(): SectionRefs {
  const sponsors = useQuery(sponsorQueries.list());
  const speakers = useQuery(speakerQueries.list());
  // A console that may not read abstracts (a Moderator, AV) does not ask for them: abstract cards show as unavailable.
  const mayReadAbstracts = useMayRead('abstracts:read');
  const scopesKnown = useWhoami().isSuccess;
  const abstracts = useQuery({ ...abstractQueries.list(), retry: false, enabled: mayReadAbstracts });
  const sessions = useQuery(sessionQueries.list());
  return {
    sponsors: sponsors.data ?? [],
    speakers: speakers.data ?? [],
    abstracts: abstracts.data ?? [],
    sessions: sessions.data ?? [],
    ready: sponsors.isSuccess && speakers.isSuccess && sessions.isSuccess,
    abstractsUnavailable: abstracts.isError || (scopesKnown && !mayReadAbstracts),
  };
}

/** Sponsor and speaker sections may only name records that are not hidden (and not deleted: reads leave those out). */
export function isReferenceable(record: { hideFromList?: boolean } | undefined): boolean {
  return !!record && !record.hideFromList;
}

/**
 * The reference checks the service makes, run before sending so that a refused write is explained on the
 * section at once: sponsor/speaker sections need listed records; abstract and pageLink need existing ones.
 */
export function referenceProblems(sections: readonly EditorSection[], refs: SectionRefs): Map<number, SectionProblem[]> {
  const out = new Map<number, SectionProblem[]>();
  if (!refs.ready) return out;
  const add = (i: number, field: string, message: string) => out.set(i, [...(out.get(i) ?? []), { field, message }]);
  const sponsor = (id: string) => refs.sponsors.find((s) => s.documentId === id);
  const speaker = (id: string) => refs.speakers.find((s) => s.documentId === id);
  sections.forEach((s, i) => {
    const d = s.data;
    if (s.type === 'sponsor' && typeof d.content === 'string' && d.content) {
      const rec = sponsor(d.content);
      if (!rec) add(i, 'content', `the sponsor ${d.content} does not exist on this event (or was deleted)`);
      else if (!isReferenceable(rec)) add(i, 'content', `the sponsor "${rec.name}" is hidden (hideFromList) and cannot be referenced`);
    }
    if (s.type === 'speaker') {
      const ids = Array.isArray(d.speakerIds) ? (d.speakerIds as string[]) : Object.keys((d.speakerList as Record<string, string>) ?? {});
      ids.forEach((id, j) => {
        const rec = speaker(id);
        if (!rec) add(i, `speakerIds[${j}]`, `the speaker ${id} does not exist on this event (or was deleted)`);
        else if (!isReferenceable(rec)) add(i, `speakerIds[${j}]`, `the speaker "${rec.name}" is hidden (hideFromList) and cannot be referenced`);
      });
    }
    if (s.type === 'abstract' && typeof d.content === 'string' && d.content && !refs.abstractsUnavailable && refs.abstracts.length > 0) {
      if (!refs.abstracts.some((a) => a.documentId === d.content)) add(i, 'content', `the abstract ${d.content} does not exist on this event`);
    }
    if (s.type === 'pageLink' && typeof d.refId === 'string' && d.refId) {
      const kind = pageRefKind(String(d.page ?? ''));
      const list = kind === 'session' ? refs.sessions : kind === 'sponsor' ? refs.sponsors : kind === 'speaker' ? refs.speakers : undefined;
      if (list && !list.some((r) => r.documentId === d.refId)) add(i, 'refId', `no ${kind} with id ${d.refId} on this event`);
    }
  });
  return out;
}
