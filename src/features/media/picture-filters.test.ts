import { describe, expect, it } from 'vitest';
import { deriveEventPictures, type PictureRecords } from '../../components/picture/event-pictures';
import { filterPictures, foldForSearch, kindCounts, matchesSearch, pictureKinds, pictureViewState, type PictureView } from './picture-filters';

const M = 'http://h/media/';
const records: PictureRecords = {
  event: { name: 'Summit', imagePath: `${M}banner.png`, mapImagePath: `${M}hall-plan.png` },
  sessions: [
    { documentId: 's1', title: 'Opening', imagePath: `${M}stage.jpg`, contentData: [{ type: 'image', data: { content: `${M}jose.jpg` } }] },
    { documentId: 's2', title: 'Café Science', imagePath: `${M}banner.png` },
  ],
  speakers: [{ documentId: 'sp1', name: 'José Núñez', imagePath: `${M}jose.jpg` }],
  sponsors: [{ documentId: 'o1', name: 'Fabrikam', sponsorImagePath: `${M}logo.png`, imagePathBanner: '', contentData: [] }],
};
const uploads = [
  { url: `${M}Zo%C3%AB%20portrait.png`, name: 'ZOË portrait.png', bytes: 10, contentType: 'image/png', uploadedAt: '2030-01-01T00:00:00Z' },
  { url: `${M}logo.png`, name: 'fabrikam-logo.png', bytes: 10, contentType: 'image/png', uploadedAt: '2030-01-01T00:00:00Z' },
];
const pictures = deriveEventPictures(records, uploads);
const find = (tail: string) => pictures.find((p) => p.url.endsWith(tail))!;
const view = (v: Partial<PictureView>): PictureView => ({ q: '', kind: 'all', ...v });
const shown = (v: Partial<PictureView>) => filterPictures(pictures, view(v)).map((p) => p.url.slice(M.length));

describe('pictureKinds', () => {
  it('names every kind of place a picture is used, in the filters’ order', () => {
    expect(pictureKinds(find('banner.png'))).toEqual(['banner', 'sessions']);
    expect(pictureKinds(find('hall-plan.png'))).toEqual(['map']);
    expect(pictureKinds(find('jose.jpg'))).toEqual(['sessions', 'speakers']);
    expect(pictureKinds(find('logo.png'))).toEqual(['sponsors']);
  });

  it('calls a picture no record uses unused, and nothing else', () => {
    expect(pictureKinds(find('portrait.png'))).toEqual(['unused']);
  });
});

describe('filterPictures', () => {
  it('shows every picture for "all", and only those of the kind otherwise', () => {
    expect(shown({})).toHaveLength(6);
    expect(shown({ kind: 'banner' })).toEqual(['banner.png']);
    expect(shown({ kind: 'map' })).toEqual(['hall-plan.png']);
    expect(shown({ kind: 'sessions' })).toEqual(['banner.png', 'stage.jpg', 'jose.jpg']);
    expect(shown({ kind: 'speakers' })).toEqual(['jose.jpg']);
    expect(shown({ kind: 'sponsors' })).toEqual(['logo.png']);
    expect(shown({ kind: 'unused' })).toEqual(['Zo%C3%AB%20portrait.png']);
  });

  it('finds a picture by where it is used: the place or the record’s name', () => {
    expect(shown({ q: 'speaker photo' })).toEqual(['jose.jpg']);
    expect(shown({ q: 'fabrikam' })).toEqual(['logo.png']);
    expect(shown({ q: 'venue map' })).toEqual(['hall-plan.png']);
  });

  it('finds a picture by its file name or its address, decoded too', () => {
    expect(shown({ q: 'fabrikam-logo' })).toEqual(['logo.png']);
    expect(shown({ q: 'hall-plan' })).toEqual(['hall-plan.png']);
    expect(shown({ q: 'zoë portrait' })).toEqual(['Zo%C3%AB%20portrait.png']);
    expect(shown({ q: 'http://h/media/stage' })).toEqual(['stage.jpg']);
  });

  it('ignores case and accents, both in the search and in the pictures', () => {
    expect(shown({ q: 'JOSE NUNEZ' })).toEqual(['jose.jpg']);
    expect(shown({ q: 'josé' })).toEqual(['jose.jpg']);
    expect(shown({ q: 'cafe' })).toEqual(['banner.png']);
    expect(shown({ q: 'zoe' })).toEqual(['Zo%C3%AB%20portrait.png']);
  });

  it('needs every word of the search, in any order, and takes the kind and the search together', () => {
    expect(shown({ q: 'opening section' })).toEqual(['jose.jpg']);
    expect(shown({ q: 'section opening' })).toEqual(['jose.jpg']);
    expect(shown({ q: 'opening nothing-like-this' })).toEqual([]);
    expect(shown({ q: 'opening', kind: 'speakers' })).toEqual(['jose.jpg']);
    expect(shown({ q: 'stage', kind: 'speakers' })).toEqual([]);
  });

  it('treats an empty or blank search as no search', () => {
    expect(shown({ q: '   ' })).toHaveLength(6);
    expect(matchesSearch(find('stage.jpg'), '')).toBe(true);
  });
});

describe('kindCounts', () => {
  it('counts the pictures of each kind (a picture of two kinds counts in both)', () => {
    expect(kindCounts(pictures, '')).toEqual({ all: 6, banner: 1, map: 1, sessions: 3, speakers: 1, sponsors: 1, unused: 1 });
  });

  it('counts only what the search leaves', () => {
    expect(kindCounts(pictures, 'opening')).toEqual({ all: 2, banner: 0, map: 0, sessions: 2, speakers: 1, sponsors: 0, unused: 0 });
  });
});

describe('the view in the address', () => {
  it('reads a known kind, and anything else as all', () => {
    expect(pictureViewState.parse({ kind: 'speakers', q: 'ada' })).toEqual({ kind: 'speakers', q: 'ada' });
    expect(pictureViewState.parse({ kind: 'nonsense' })).toEqual({ kind: 'all', q: '' });
    expect(pictureViewState.parse({})).toEqual({ kind: 'all', q: '' });
  });
});

describe('foldForSearch', () => {
  it('lowers the case and takes accents off', () => {
    expect(foldForSearch('Zoë Ångström ÇA')).toBe('zoe angstrom ca');
  });
});
