/**
 * Hiragana and katakana read as Hepburn romaji, so "れいむ", "レイム" and "reimu" find the same
 * names. Long vowels are written out ("ou", "uu"), as the roster's romaji writes them.
 */

// prettier-ignore
const BASE: Record<string, string> = {
  あ: 'a', い: 'i', う: 'u', え: 'e', お: 'o',
  か: 'ka', き: 'ki', く: 'ku', け: 'ke', こ: 'ko',
  が: 'ga', ぎ: 'gi', ぐ: 'gu', げ: 'ge', ご: 'go',
  さ: 'sa', し: 'shi', す: 'su', せ: 'se', そ: 'so',
  ざ: 'za', じ: 'ji', ず: 'zu', ぜ: 'ze', ぞ: 'zo',
  た: 'ta', ち: 'chi', つ: 'tsu', て: 'te', と: 'to',
  だ: 'da', ぢ: 'ji', づ: 'zu', で: 'de', ど: 'do',
  な: 'na', に: 'ni', ぬ: 'nu', ね: 'ne', の: 'no',
  は: 'ha', ひ: 'hi', ふ: 'fu', へ: 'he', ほ: 'ho',
  ば: 'ba', び: 'bi', ぶ: 'bu', べ: 'be', ぼ: 'bo',
  ぱ: 'pa', ぴ: 'pi', ぷ: 'pu', ぺ: 'pe', ぽ: 'po',
  ま: 'ma', み: 'mi', む: 'mu', め: 'me', も: 'mo',
  や: 'ya', ゆ: 'yu', よ: 'yo',
  ら: 'ra', り: 'ri', る: 'ru', れ: 're', ろ: 'ro',
  わ: 'wa', ゐ: 'i', ゑ: 'e', を: 'o', ん: 'n', ゔ: 'vu',
  ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o', ゃ: 'ya', ゅ: 'yu', ょ: 'yo', ゎ: 'wa',
};

/** A syllable ending in -i followed by a small ya/yu/yo: "き" + "ょ" is "kyo", "し" + "ゃ" is "sha". */
const YOON: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' };
const SMALL_VOWEL: Record<string, string> = { ぁ: 'a', ぃ: 'i', ぅ: 'u', ぇ: 'e', ぉ: 'o' };

const KATAKANA_START = 0x30a1;
const KATAKANA_END = 0x30f6;
const KATAKANA_TO_HIRAGANA = 0x60;

/** Katakana as hiragana (one table reads both). */
export const toHiragana = (text: string): string =>
  text.replace(/[\u30a1-\u30f6]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return code >= KATAKANA_START && code <= KATAKANA_END ? String.fromCharCode(code - KATAKANA_TO_HIRAGANA) : ch;
  });

/** Kana in `text` as romaji; every other character is kept. */
export function kanaToRomaji(text: string): string {
  const chars = [...toHiragana(text)];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    if (ch === 'っ') {
      // A small tsu doubles the next consonant ("ch" doubles as "tch").
      const following = next ? (BASE[next] ?? '') : '';
      out += following.startsWith('ch') ? 't' : (following.charAt(0) ?? '');
      continue;
    }
    if (ch === 'ー') {
      out += out.slice(-1).match(/[aeiou]/) ? out.slice(-1) : '';
      continue;
    }
    const base = BASE[ch];
    if (base === undefined) {
      out += ch;
      continue;
    }
    if (next && YOON[next] && base.endsWith('i') && base.length > 1) {
      const stem = base.slice(0, -1);
      out += (/^(sh|ch|j)$/.test(stem) ? stem : `${stem}y`) + YOON[next];
      i++;
      continue;
    }
    if (next && SMALL_VOWEL[next] && base.length > 1) {
      // ファ, ティ, ウィ: the small vowel replaces the syllable's own.
      out += base.replace(/[aeiou]$/, '').replace(/^ts$/, 'ts') + SMALL_VOWEL[next];
      i++;
      continue;
    }
    out += base;
  }
  return out;
}
