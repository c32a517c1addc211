import { collator } from 'shared-domain/formatting/collator';
import type { RateUpUnit } from './schedule-model';

/** A featured character the calendar's filter offers, named as the name settings show it. */
export interface CharacterChoice {
  id: number;
  name: string;
  /** 'ja' when the whole name is Japanese, so the option is read and drawn as Japanese. */
  lang: 'ja' | undefined;
  /** The kana reading a Japanese name sorts by; null when the prayer carried none. */
  kana: string | null;
}

export const choiceOf = (r: RateUpUnit): CharacterChoice => ({
  id: r.character,
  name: r.name ?? '',
  lang: r.parts?.length === 1 && r.parts[0]!.lang === 'ja' ? 'ja' : undefined,
  kana: r.kana,
});

/**
 * By the name shown: English names first, then Japanese ones in kana order (by the name itself
 * for one whose reading the prayer did not carry).
 */
export function byChoiceName(a: CharacterChoice, b: CharacterChoice): number {
  if (a.lang !== b.lang) return a.lang === 'ja' ? 1 : -1;
  if (a.lang === 'ja') return collator('ja').compare(a.kana ?? a.name, b.kana ?? b.name);
  return collator('en').compare(a.name, b.name);
}
