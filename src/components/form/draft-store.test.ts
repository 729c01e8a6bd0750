import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_PREFIX, keyStore } from '../../api/key-store';
import { readDraft, removeDraft, writeDraft } from './use-persisted-draft';

const KEY = 'ek_live_0123456789abcdef';
const store = new Map<string, string>();
vi.stubGlobal('window', {
  sessionStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

describe('the draft store (form drafts and content-section drafts alike)', () => {
  beforeEach(() => {
    store.clear();
    keyStore.set({ baseUrl: 'http://localhost', clientId: 'c', eventId: 'e', apiKey: KEY });
  });

  it('keeps a content-section draft and reads it back', () => {
    const sections = [{ type: 'text', data: { title: 'Welcome', text: 'Hello' } }];
    writeDraft('session:s1:sections', sections);
    expect(readDraft('session:s1:sections')).toEqual(sections);
  });

  it('never stores the key, even pasted inside a section, nor a field named like a secret', () => {
    writeDraft('session:s1:sections', [{ type: 'text', data: { title: `key ${KEY}`, text: 'kept', token: 'abc', password: 'p' } }]);
    const raw = store.get(`${DRAFT_PREFIX}session:s1:sections`) ?? '';
    expect(raw).not.toContain(KEY);
    expect(raw).not.toContain('abc');
    expect(readDraft('session:s1:sections')).toEqual([{ type: 'text', data: { title: '', text: 'kept' } }]);
  });

  it('forgets a draft', () => {
    writeDraft('speaker:new', { name: 'Ann' });
    removeDraft('speaker:new');
    expect(readDraft('speaker:new')).toBeNull();
  });
});
