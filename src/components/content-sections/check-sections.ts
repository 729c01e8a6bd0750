import { validateContentSections } from '../../contract/content-sections';
import { problemsBySection, toContentData, type EditorSection, type SectionProblem } from './section-model';
import { referenceProblems, type SectionRefs } from './section-references';

export type SectionCheck = {
  contentData: { type: string; data: Record<string, unknown> }[];
  /** Problems per section index; empty when the sections can be sent. */
  problems: Map<number, SectionProblem[]>;
  /** What the service will warn about (conversions, clamping), before sending. */
  expectedWarnings: string[];
};

/** Checks the sections exactly as the service will (shared contract), plus the reference rules, before sending. */
export function checkSections(sections: readonly EditorSection[], refs: SectionRefs): SectionCheck {
  const contentData = toContentData(sections);
  const v = validateContentSections(contentData);
  const problems = v.ok ? new Map<number, SectionProblem[]>() : problemsBySection(v.details).bySection;
  for (const [i, list] of referenceProblems(sections, refs)) problems.set(i, [...(problems.get(i) ?? []), ...list]);
  return { contentData, problems, expectedWarnings: v.ok ? v.warnings : [] };
}

export function countProblems(problems: Map<number, SectionProblem[]>): number {
  let n = 0;
  for (const list of problems.values()) n += list.length;
  return n;
}
