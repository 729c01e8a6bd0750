/**
 * Speakers on sessions, read from and written to the session's speaker
 * content sections (one truth: the sections the app shows). A session's
 * speakers are the ids of all its speaker sections, in order, without repeats.
 */
type SectionLike = { type: string; data?: Record<string, unknown> };

/** The speaker ids of one speaker section (`speakerIds`, or the keys of `speakerList` on older reads). */
export function idsOfSection(data: Record<string, unknown> | undefined): string[] {
  if (!data) return [];
  if (Array.isArray(data.speakerIds)) return data.speakerIds.filter((x): x is string => typeof x === 'string');
  const list = data.speakerList;
  return list && typeof list === 'object' ? Object.keys(list) : [];
}

/** Every speaker of a session, in section order. */
export function speakerIdsOf(session: { contentData?: readonly SectionLike[] }): string[] {
  const out: string[] = [];
  for (const c of session.contentData ?? []) if (c.type === 'speaker') for (const id of idsOfSection(c.data)) if (!out.includes(id)) out.push(id);
  return out;
}

/**
 * The sections with the first speaker section's speakers set to `ids` (a
 * "Speakers" section is added at the end when there is none). Other speaker
 * sections (Moderators, Panelists…) are left as they are, minus the ids moved
 * into the first one.
 */
export function withSpeakers<S extends SectionLike>(sections: readonly S[], ids: readonly string[], make: (data: Record<string, unknown>) => S): S[] {
  const first = sections.findIndex((s) => s.type === 'speaker');
  if (first < 0) return ids.length ? [...sections, make({ speakerType: 'Speakers', speakerIds: [...ids] })] : [...sections];
  return sections.map((s, i) => {
    if (s.type !== 'speaker') return s;
    const data = { ...(s.data ?? {}) };
    delete data.speakerList;
    if (i === first) return { ...s, data: { ...data, speakerIds: [...ids] } };
    if (!idsOfSection(s.data).some((id) => ids.includes(id))) return s;
    const own = idsOfSection(s.data);
    return { ...s, data: { ...data, speakerIds: own.filter((id) => !ids.includes(id)) } };
  });
}
