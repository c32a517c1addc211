import { formatNumber } from '../formatting/format-number';

/**
 * The count line above a list and the footer under it. The nouns differ per list in ways the spec fixes word for word, so each list has a
 * preset below rather than one pluralisation rule.
 */
export interface CountNoun {
  /** 'No {one} found'. */
  one: string;
  /** 'Showing all N {many}', 'Showing X of N {many}'. */
  many: string;
  /** 'Showing 1 of N {showingOne}'; defaults to `many`. */
  showingOne?: string;
  /** '• No {footer} found •'; defaults to `one`. */
  footer?: string;
}

/** 'Showing 1 of N prayers' (spec: plural after 1 of N). */
export const PRAYER_NOUN: Readonly<CountNoun> = Object.freeze({ one: 'prayer', many: 'prayers' });
/** 'Showing 1 of N story card' and '• No card found •', as the spec writes them. */
export const STORY_CARD_NOUN: Readonly<CountNoun> = Object.freeze({
  one: 'story card',
  many: 'story cards',
  showingOne: 'story card',
  footer: 'card',
});

/** Whole numbers with a comma every three digits. */
const count = (n: number): string => formatNumber(Math.max(0, Math.trunc(n)));

/**
 * `shown` = how many match the criteria, `total` = how many there are. Zero matches → 'No … found';
 * all match → 'Showing all N …'; otherwise 'Showing X of N …'.
 */
export function countLine(shown: number, total: number, noun: CountNoun): string {
  if (!(shown > 0)) return `No ${noun.one} found`;
  if (shown >= total) return `Showing all ${count(total)} ${noun.many}`;
  if (shown === 1) return `Showing 1 of ${count(total)} ${noun.showingOne ?? noun.many}`;
  return `Showing ${count(shown)} of ${count(total)} ${noun.many}`;
}

export type ListFooterState = 'loading' | 'complete' | 'empty';

/** Still fetching or still revealing → loading; nothing matched → empty; else complete. */
export function listFooterState({ loading, complete, total }: { loading: boolean; complete: boolean; total: number }): ListFooterState {
  if (loading || !complete) return 'loading';
  return total === 0 ? 'empty' : 'complete';
}

/** The line under a progressive list: 'Loading...', a dot, or '• No … found •'. */
export function listFooter(state: ListFooterState, noun: CountNoun): string {
  switch (state) {
    case 'loading':
      return 'Loading...';
    case 'complete':
      return '.';
    case 'empty':
      return `• No ${noun.footer ?? noun.one} found •`;
  }
}
