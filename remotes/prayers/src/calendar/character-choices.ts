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
 * By the name shown, as the release order sorts names (shared-domain's compareNames): Japanese
 * names first, by their kana reading (one the prayer carried none for after those, by the name
 * itself), then the names shown in English.
 */
export function byChoiceName(a: CharacterChoice, b: CharacterChoice): number {
  if (a.lang !== b.lang) return a.lang === 'ja' ? -1 : 1;
  if (a.lang === 'ja') {
    if (a.kana && b.kana) return collator('ja').compare(a.kana, b.kana);
    if (a.kana || b.kana) return a.kana ? -1 : 1;
    return collator('ja').compare(a.name, b.name);
  }
  return collator('en').compare(a.name, b.name);
}
