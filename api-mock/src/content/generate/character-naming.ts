import { hasKatakana, romanizeKana, romanizeKanaWord } from './kana-romaji';
import type { RosterPerson } from './roster';

/** Short names the simple rule gets wrong (Chinese-order or titled names). */
const SHORT_NAME_OVERRIDES: Record<number, string> = {
  // Hong Meiling (person 7): the family name comes first in the English name too.
  7: 'Meiling',
  55: 'Eiki',
  125: "Douji's Arm",
};

/** The given name: the last word of "X no Y" names, else the first word of the Western-order name. */
export function shortNameOf(person: RosterPerson): string {
  const override = SHORT_NAME_OVERRIDES[person.personId];
  if (override) return override;
  const words = person.en.replace(/,/g, '').split(' ');
  if (words.includes('no')) return words[words.length - 1] as string;
  if (person.kind === 'yukkuri') return person.en;
  return words[0] as string;
}

/** Transliteration: the romanised reading for katakana names, else the family-first romanisation. */
export function translitOf(person: RosterPerson): string {
  return hasKatakana(person.kana) ? romanizeKana(person.kana) : person.enFamilyFirst;
}

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ou|oo/g, 'o')
    .replace(/uu/g, 'u');

/** Kana segment lengths: split at ・, or where the reading of the family name ends; else one segment. */
export function kanaStructureOf(person: RosterPerson): number[] {
  const parts = person.kana.split(/[・\s]+/).filter(Boolean);
  if (parts.length > 1) return parts.map((p) => p.length);
  const kana = person.kana;
  const words = person.enFamilyFirst.split(' ').filter((w) => w !== 'no');
  if (words.length < 2) return [kana.length];
  const family = squash(words[0] as string);
  for (let i = 1; i < kana.length; i++) {
    if (squash(romanizeKanaWord(kana.slice(0, i))) === family) return [i, kana.length - i];
  }
  return [kana.length];
}

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
