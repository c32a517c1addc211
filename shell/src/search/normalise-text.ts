import { kanaToRomaji } from './kana-romaji';

/** Han ideographs (Japanese kanji, Chinese hanzi): no spaces between words, so any character may start one. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
export const hasHan = (text: string): boolean => HAN.test(text);

/**
 * One form for comparing a name with what was typed: full-width and half-width forms folded
 * (NFKC), lower case, Latin accents dropped ("Kōishi" is "koishi"), kana as romaji, control
 * and format characters (bidi marks too) removed, and the separators between words as one space.
 * Marks inside a variant code ("Cf1#", "A6&", "C3'") are kept: they tell units apart.
 */
export function normaliseText(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    // Only Latin combining accents: kana voicing marks (U+3099) must stay on their kana.
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ');
  return kanaToRomaji(folded)
    .replace(/[\s,:!?()[\]{}"“”‘’/\\|・·、。「」『』…~＿_*+=^`-]+/g, ' ')
    .trim();
}

/** The words of a normalised text. */
export const wordsOf = (normalised: string): string[] => (normalised === '' ? [] : normalised.split(' '));
