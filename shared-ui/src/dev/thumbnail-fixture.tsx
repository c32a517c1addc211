import type { CharacterThumbnail } from 'shared-domain/schemas/character-views';

/** A thumbnail as the API sends it, for tests: a released global unit, unless `over` says otherwise. */
export const thumbnailFixture = (id: number, over: Partial<CharacterThumbnail> = {}): CharacterThumbnail => ({
  id,
  jpReleased: true,
  fr: false,
  frDate: null,
  img: `/images/characters/thumbnails/${id}.svg`,
  altThumbnail: null,
  spoilerSafeThumbnail: `/images/characters/spoiler-safe/${id}.svg`,
  frThumbnail: null,
  universe: 'L1',
  role: 'attack',
  type: 'fes',
  announced: false,
  status: 'limited',
  released: true,
  ...over,
});
