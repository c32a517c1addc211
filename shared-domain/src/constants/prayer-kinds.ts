/** Prayer (banner) types. */
export const PRAYER_TYPES = ['normal', 'gc', 'story-card', 'standard', 'ritual', 'forever-prayer', 'free-ritual', 'other'] as const;
export type PrayerType = (typeof PRAYER_TYPES)[number];

/** Step-up kinds for the prayer filter: asc-2/desc-2 are the guaranteed ascending/descending ones. */
export const STEP_UP_KINDS = ['asc', 'desc', 'asc-2', 'desc-2'] as const;
export type StepUpKind = (typeof STEP_UP_KINDS)[number];

/** Pull kinds of POST /api/prayers/roll. */
export const PULL_TYPES = ['single', 'multi', 'gc', 'step-up'] as const;
export type PullType = (typeof PULL_TYPES)[number];

/** Pool entry rate types. */
export const RATE_TYPES = ['pick-up', 'normal'] as const;
export type RateType = (typeof RATE_TYPES)[number];

/** Rate-up character status. */
export const RATE_UP_STATUSES = ['new', 'extra'] as const;

/** Simulator constants. */
export const MULTI_PULL_COUNT = 10;
export const TOKEN_VALUES = { chara: 10, card5: 5, card4: 3, card3: 1 } as const;
export const COIN_METER_SCALE = 60;
/** Chances are kept in integer units of 1e-5 % (rate precision 1e5). */
export const CHANCE_PRECISION = 1e5;
