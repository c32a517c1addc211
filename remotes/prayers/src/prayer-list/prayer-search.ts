import type { CharacterType } from 'shared-domain/characters/character-types';
import { PRAYER_TYPES, STEP_UP_KINDS, type PrayerType, type StepUpKind } from 'shared-domain/constants/prayer-kinds';

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

export const CHAR_TYPE_FILTER_LABELS: Record<CharTypeFilter, string> = {
  standard: 'Standard',
  'l1-festival': 'Festival (L1)',
  'a-festival': "'A' Festival",
  'main-ufes': 'Ultra Festival (main)',
  'hifuu-ufes': 'Ultra Festival (hifuu)',
  ufes: 'Ultra Festival (any)',
  genic: 'Genic',
  relic: 'Relic',
  epic: 'Epic',
  pfes: 'Pure Festival',
};

/** Step-up filter values: the four kinds plus 'none' (the prayer has no step-up). */
export const STEP_UP_FILTER_VALUES = [...STEP_UP_KINDS, 'none'] as const;
export type StepUpFilter = StepUpKind | 'none';

export const STEP_UP_FILTER_LABELS: Record<StepUpFilter, string> = {
  asc: 'Ascending',
  desc: 'Descending',
  'asc-2': 'Ascending (guaranteed)',
  'desc-2': 'Descending (guaranteed)',
  none: 'No step-up',
};

/** Prayer type labels. */
export const PRAYER_TYPE_LABELS: Record<PrayerType, string> = {
  normal: 'Seal Crystal',
  gc: 'God Crystal',
  'story-card': 'Story Card',
  standard: 'Standard',
  ritual: 'Ritual',
  'forever-prayer': 'Forever',
  'free-ritual': 'Free Ritual',
  other: 'Misc',
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
