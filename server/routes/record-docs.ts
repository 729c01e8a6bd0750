/**
 * The stored (and read) shape of each record kind: every field present, so
 * that a fetched record can be posted back unchanged.
 */
export function sessionDoc(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    title: '',
    date: '',
    startTime: '',
    endTime: '',
    location: '',
    track: -1,
    tintColor: '#FFFFFFFF',
    hasPoll: false,
    hasLiveQA: false,
    allowSelfProxy: true,
    imagePath: '',
    unListed: false,
    contentData: [],
    ...fields,
  };
}

export function speakerDoc(fields: Record<string, unknown>): Record<string, unknown> {
  return { name: '', email: '', role: '', company: '', bio: '', imagePath: '', hideFromList: false, unListed: false, ...fields };
}

export function sponsorDoc(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    name: '',
    tier: 0,
    sponsorImagePath: '',
    imagePathBanner: '',
    url: '',
    hasOwnPage: false,
    hideFromList: false,
    unListed: false,
    contentData: [],
    ...fields,
  };
}

export function abstractDoc(fields: Record<string, unknown>, clientId: string): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    abstractNumber: '',
    title: '',
    category: '',
    institutions: [],
    authors: [],
    abstractText: '',
    posterImagePath: '',
    posterOriginalPath: '',
    posterExpected: false,
    downloadLink: '',
    downloadLabel: 'Download',
    sessionId: '',
    keywords: '',
    unListed: false,
    clientId,
    apiImported: false,
    ...fields,
  };
  doc.hidden = doc.unListed === true;
  return doc;
}

/** Adds the per-type id (`sessionId` on a session…) beside `documentId` on reads. */
export function withLegacyId(doc: Record<string, unknown>, legacy: string): Record<string, unknown> {
  return { ...doc, [legacy]: doc.documentId };
}
