import type { CharacterType } from 'shared-domain/characters/character-types';
import { PRAYER_TYPES, STEP_UP_KINDS, type PrayerType, type StepUpKind } from 'shared-domain/constants/prayer-kinds';
import type { MessageKey } from '../messages/catalogue';

/** Default search start: the global release. */
export const DEFAULT_SEARCH_START = '2021-05-11';

/** Character-type filter values and the banner codes each stands for. */
export const CHAR_TYPE_FILTERS = {
  standard: ['gen'],
  'l1-festival': ['fes'],
  'a-festival': ['afes'],
  'main-ufes': ['sfes'],
  'hifuu-ufes': ['mfes'],
  ufes: ['sfes', 'mfes'],
  genic: ['genic'],
  relic: ['relic'],
  epic: ['epic'],
  pfes: ['wfes'],
} as const satisfies Record<string, readonly CharacterType[]>;
export type CharTypeFilter = keyof typeof CHAR_TYPE_FILTERS;
export const CHAR_TYPE_FILTER_VALUES = Object.keys(CHAR_TYPE_FILTERS) as CharTypeFilter[];

/** Each character-type filter's label, as a message key. */
export const CHAR_TYPE_FILTER_LABELS: Record<CharTypeFilter, MessageKey> = {
  standard: 'prayerList.typeStandard',
  'l1-festival': 'prayerList.charTypeL1Festival',
  'a-festival': 'prayerList.charTypeAFestival',
  'main-ufes': 'prayerList.charTypeMainUfes',
  'hifuu-ufes': 'prayerList.charTypeHifuuUfes',
  ufes: 'prayerList.charTypeUfes',
  genic: 'prayerList.charTypeGenic',
  relic: 'prayerList.charTypeRelic',
  epic: 'prayerList.charTypeEpic',
  pfes: 'prayerList.charTypePfes',
};

/** Step-up filter values: the four kinds plus 'none' (the prayer has no step-up). */
export const STEP_UP_FILTER_VALUES = [...STEP_UP_KINDS, 'none'] as const;
export type StepUpFilter = StepUpKind | 'none';

/** Each step-up filter's label, as a message key. */
export const STEP_UP_FILTER_LABELS: Record<StepUpFilter, MessageKey> = {
  asc: 'prayerList.stepUpAsc',
  desc: 'prayerList.stepUpDesc',
  'asc-2': 'prayerList.stepUpAscGuaranteed',
  'desc-2': 'prayerList.stepUpDescGuaranteed',
  none: 'prayerList.stepUpNone',
};

/** Prayer type labels, as message keys. */
export const PRAYER_TYPE_LABELS: Record<PrayerType, MessageKey> = {
  normal: 'prayerList.typeNormal',
  gc: 'prayerList.typeGc',
  'story-card': 'prayerList.typeStoryCard',
  standard: 'prayerList.typeStandard',
  ritual: 'prayerList.typeRitual',
  'forever-prayer': 'prayerList.typeForever',
  'free-ritual': 'prayerList.typeFreeRitual',
  other: 'prayerList.typeOther',
};
export const PRAYER_TYPE_VALUES: readonly PrayerType[] = PRAYER_TYPES;

/** Everything the prayer list can be searched by; lists keep the order they were chosen in. */
export interface PrayerSearch {
  name: string;
  characters: number[];
  cards: number[];
  prayerTypes: PrayerType[];
  charTypes: CharTypeFilter[];
  stepUps: StepUpFilter[];
  /** UTC day 'YYYY-MM-DD'. */
  start: string;
  /** UTC day 'YYYY-MM-DD', or null for 'now'. */
  end: string | null;
}

export const EMPTY_SEARCH: PrayerSearch = {
  name: '',
  characters: [],
  cards: [],
  prayerTypes: [],
  charTypes: [],
  stepUps: [],
  start: DEFAULT_SEARCH_START,
  end: null,
};
