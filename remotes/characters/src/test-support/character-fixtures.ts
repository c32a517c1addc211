import type { CharacterModalResponse } from 'shared-domain/schemas/api/characters';

/** A full character for the modal tests; every field can be read off here. */
export const fullCharacter = (id: number, over: Partial<CharacterModalResponse> = {}): CharacterModalResponse => ({
  id,
  personId: id % 1000,
  variantCode: 'L1',
  series: 'HRtP',
  title: { en: 'Lost World', jp: null },
  name: { jp: '博麗霊夢', kana: 'はくれいれいむ', en: 'Reimu Hakurei', translit: 'Hakurei Reimu', enFamilyFirst: 'Hakurei Reimu' },
  nameMeta: { modalSmall: false, kanaStructure: [4, 3], trackerSize: 'normal' },
  shortName: 'Reimu',
  img: { full: `/images/characters/full/${id}.svg`, frFull: `/images/characters/full/${id}-fr.svg` },
  images: {
    thumbnail: `/images/characters/thumbnails/${id}.svg`,
    frThumbnail: null,
    altThumbnail: null,
    spoilerSafeThumbnail: `/images/characters/spoiler-safe/${id}.svg`,
    card: `/images/characters/cards/${id}.svg`,
  },
  colors: ['#d94b4b'],
  status: 'non-limited',
  announced: false,
  type: 'gen',
  release: {
    debut: '2021-05-11T03:00:00Z',
    general: '2021-05-11T03:00:00Z',
    ritual: null,
    bannerCount: 3,
    lastBanner: '2024-04-21T03:00:00Z',
    jp: false,
    jpDebut: '2019-06-26T06:00:00Z',
  },
  fr: { available: true, date: '2024-10-11T03:00:00Z', jpDate: null, costumeDate: null, dateMode: 'all' },
  releaseNo: 1,
  links: {
    reference1: 'https://gamepress.gg/lostword/character/reimu-hakurei',
    reference2: null,
    video: 'https://www.youtube.com/results?search_query=Reimu',
    wiki: 'https://en.touhouwiki.net/wiki/Reimu_Hakurei',
  },
  meta: { universe: 'L1', role: 'heal', modal: true },
  featuredIn: [
    { id: 12, name: 'Festival Prayer: Reimu', start: '2022-01-04T03:00:00Z', end: '2022-01-18T03:00:00Z' },
    { id: 30, name: 'Rerun Prayer: Reimu & Marisa', start: '2024-04-21T03:00:00Z', end: '2024-05-05T03:00:00Z' },
  ],
  ...over,
});
