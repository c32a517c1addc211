import type { PRAYER_TYPE_TABS } from 'shared-domain/schemas/api/characters';
import type { SeriesGroup } from 'shared-domain/schemas/character-views';
import type { MessageKey } from '../messages/catalogue';
import type { TabDef } from './tab-query';

// Type-only imports: the ids stay tied to the API contract without bundling its schemas (zod).
type SeriesId = SeriesGroup['series'];
type PrayerTypeTabId = keyof typeof PRAYER_TYPE_TABS;

/** Conventional list tabs; 'retro'/'a' and 'relic' are the spec's other names of two groups. */
export const SERIES_TAB_DEFS = [
  { id: 'pc98', label: 'conventionalList.tabPc98' },
  { id: 'l1', label: 'conventionalList.tabL1' },
  { id: 'classic', label: 'conventionalList.tabClassic', aliases: ['retro', 'a'] },
  { id: 'main', label: 'conventionalList.tabMain' },
  { id: 'hifuu', label: 'conventionalList.tabHifuu' },
  { id: 'mv', label: 'conventionalList.tabMv', aliases: ['relic'] },
] as const satisfies readonly TabDef<SeriesId, MessageKey>[];
export const DEFAULT_SERIES_TAB: SeriesId = 'l1';

export const PRAYER_TYPE_TAB_DEFS = [
  { id: 'standard', label: 'prayerType.tabStandard' },
  { id: 'festival', label: 'prayerType.tabFestival' },
  { id: 'ultra', label: 'prayerType.tabUltra' },
  { id: 'relic', label: 'prayerType.tabRelic' },
  { id: 'epic', label: 'prayerType.tabEpic' },
] as const satisfies readonly TabDef<PrayerTypeTabId, MessageKey>[];
export const DEFAULT_PRAYER_TYPE_TAB: PrayerTypeTabId = 'standard';

// Compile-time guard: a group added to the API contract must get a tab here.
type Uncovered<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : Exclude<All, Listed>;
const _seriesCovered: Uncovered<SeriesId, (typeof SERIES_TAB_DEFS)[number]['id']> = true;
const _prayerTypesCovered: Uncovered<PrayerTypeTabId, (typeof PRAYER_TYPE_TAB_DEFS)[number]['id']> = true;
