import { describe, expect, it } from 'vitest';
import { sessionSchema } from '../../contract/session';
import { speakerSchema } from '../../contract/speaker';
import { sponsorSchema } from '../../contract/sponsor';
import { checkSections } from './check-sections';
import { problemFor, toEditorSections } from './section-model';
import type { SectionRefs } from './section-references';

const refs: SectionRefs = {
  sponsors: [sponsorSchema.parse({ documentId: 'sp1', name: 'Open' }), sponsorSchema.parse({ documentId: 'sp2', name: 'Shy', hideFromList: true })],
  speakers: [speakerSchema.parse({ documentId: 'a', name: 'Ann' }), speakerSchema.parse({ documentId: 'h', name: 'Hid', hideFromList: true, unListed: false })],
  abstracts: [],
  sessions: [sessionSchema.parse({ documentId: 's1', title: 'S' })],
  ready: true,
  abstractsUnavailable: false,
};

describe('checkSections', () => {
  it('passes valid sections and foresees the service warnings', () => {
    const c = checkSections(toEditorSections([{ type: 'webEmbed', data: { content: 'https://youtu.be/dQw4w9WgXcQ' } }, { type: 'sponsor', data: { content: 'sp1' } }]), refs);
    expect(c.problems.size).toBe(0);
    expect(c.expectedWarnings[0]).toMatch(/contentData\[0\] \(webEmbed\): Share link converted/);
  });

  it('refuses hidden or unknown sponsors and speakers on the section and field the service would name', () => {
    const c = checkSections(
      toEditorSections([
        { type: 'sponsor', data: { content: 'sp2' } },
        { type: 'speaker', data: { speakerType: 'Hosts', speakerIds: ['a', 'h', 'gone'] } },
        { type: 'pageLink', data: { page: 'SESSION', refId: 'nope' } },
      ]),
      refs,
    );
    expect(problemFor(c.problems.get(0), 'content')).toMatch(/"Shy" is hidden/);
    expect(c.problems.get(1)?.map((p) => p.field)).toEqual(['speakerIds[1]', 'speakerIds[2]']);
    expect(problemFor(c.problems.get(2), 'refId')).toMatch(/no session with id nope/);
  });

  it('refuses what the contract refuses (http embeds, a pageLink whole page with a record id)', () => {
    const c = checkSections(
      toEditorSections([
        { type: 'webEmbed', data: { content: 'http://x.example' } },
        { type: 'pageLink', data: { page: 'SCHEDULE', refId: 's1' } },
      ]),
      refs,
    );
    expect(problemFor(c.problems.get(0), 'content')).toMatch(/http is refused/);
    expect(problemFor(c.problems.get(1), 'refId')).toMatch(/must be empty/);
  });

  it('waits for the lists before checking references', () => {
    const c = checkSections(toEditorSections([{ type: 'sponsor', data: { content: 'sp2' } }]), { ...refs, ready: false });
    expect(c.problems.size).toBe(0);
  });
});

describe('addresses that could run script', () => {
  // The session form's refusal of these, as the browser shows it, is proven once in e2e/xss.spec.ts; every spelling is proven here.
  const spellings = ['javascript:window.__xss=5', 'JaVaScRiPt:window.__xss=6', ' JaVaScRiPt:window.__xss=6', 'java\tscript:alert(1)', 'data:text/html,<script>parent.__xssHit(7)</script>', 'vbscript:msgbox(1)'];
  it.each(spellings)('refuses %j as a button address and as an embed address, on the section and field the form marks', (bad) => {
    const c = checkSections(
      toEditorSections([
        { type: 'button', data: { content: { buttonText: 'Go', buttonUrl: bad } } },
        { type: 'webEmbed', data: { content: bad } },
      ]),
      refs,
    );
    expect(c.problems.get(0)?.map((p) => p.field)).toEqual(['content.buttonUrl']);
    expect(c.problems.get(1)?.map((p) => p.field)).toEqual(['content']);
  });
});
