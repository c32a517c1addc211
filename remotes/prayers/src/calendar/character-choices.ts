import { collator } from 'shared-domain/formatting/collator';
import type { RateUpUnit } from './schedule-model';

/** A featured character the calendar's filter offers, named as the name settings show it. */
export interface CharacterChoice {
  id: number;
  name: string;
  /** 'ja' when the whole name is Japanese, so the option is read and drawn as Japanese. */
  lang: 'ja' | undefined;
}

export const choiceOf = (r: RateUpUnit): CharacterChoice => ({
  id: r.character,
  name: r.name ?? '',
  lang: r.parts?.length === 1 && r.parts[0]!.lang === 'ja' ? 'ja' : undefined,
});

/**
 * By the name shown. The rate-ups carry no kana reading, so Japanese names come after the
 * English ones in the collator's order for their characters rather than in kana order.
 */
export const byChoiceName = (a: CharacterChoice, b: CharacterChoice): number =>
  a.lang === b.lang ? collator(a.lang ?? 'en').compare(a.name, b.name) : a.lang === 'ja' ? 1 : -1;
