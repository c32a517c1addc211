import type { SeriesGroup } from 'shared-domain/schemas/character-views';

type SeriesId = SeriesGroup['series'];

/**
 * Titles of the conventional list's series groups. The API sends the English name with each group; the Japanese titles live here.
 */
export const SERIES_GROUP_TITLES: Record<SeriesId, { jp: string; en: string }> = {
  pc98: { jp: '旧作', en: 'PC-98' },
  l1: { jp: '幻想郷', en: 'L1 (Gensokyo)' },
  classic: { jp: '旧世界', en: "Classic / 'A' Worlds" },
  main: { jp: '異世界', en: 'Other Worlds' },
  hifuu: { jp: '秘封', en: 'Hifuu' },
  mv: { jp: 'MV・レリック', en: 'MV / Relic' },
};
