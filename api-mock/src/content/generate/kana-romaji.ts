// Hepburn-style romanisation of kana, for the transliterated names of katakana-named characters
// (e.g. レミリア・スカーレット -> "Remiria Sukaaretto"). Long vowels are doubled, not marked.

const BASE: Record<string, string> = {
  あ: 'a',
  い: 'i',
  う: 'u',
  え: 'e',
  お: 'o',
  か: 'ka',
  き: 'ki',
  く: 'ku',
  け: 'ke',
  こ: 'ko',
  が: 'ga',
  ぎ: 'gi',
  ぐ: 'gu',
  げ: 'ge',
  ご: 'go',
  さ: 'sa',
  し: 'shi',
  す: 'su',
  せ: 'se',
  そ: 'so',
  ざ: 'za',
  じ: 'ji',
  ず: 'zu',
  ぜ: 'ze',
  ぞ: 'zo',
  た: 'ta',
  ち: 'chi',
  つ: 'tsu',
  て: 'te',
  と: 'to',
  だ: 'da',
  ぢ: 'ji',
  づ: 'zu',
  で: 'de',
  ど: 'do',
  な: 'na',
  に: 'ni',
  ぬ: 'nu',
  ね: 'ne',
  の: 'no',
  は: 'ha',
  ひ: 'hi',
  ふ: 'fu',
  へ: 'he',
  ほ: 'ho',
  ば: 'ba',
  び: 'bi',
  ぶ: 'bu',
  べ: 'be',
  ぼ: 'bo',
  ぱ: 'pa',
  ぴ: 'pi',
  ぷ: 'pu',
  ぺ: 'pe',
  ぽ: 'po',
  ま: 'ma',
  み: 'mi',
  む: 'mu',
  め: 'me',
  も: 'mo',
  や: 'ya',
  ゆ: 'yu',
  よ: 'yo',
  ら: 'ra',
  り: 'ri',
  る: 'ru',
  れ: 're',
  ろ: 'ro',
  わ: 'wa',
  ゐ: 'i',
  ゑ: 'e',
  を: 'o',
  ん: 'n',
  ゔ: 'vu',
  ぁ: 'a',
  ぃ: 'i',
  ぅ: 'u',
  ぇ: 'e',
  ぉ: 'o',
};

/** Two-kana combinations (yōon and the katakana extensions). */
const PAIRS: Record<string, string> = {
  きゃ: 'kya',
  きゅ: 'kyu',
  きょ: 'kyo',
  ぎゃ: 'gya',
  ぎゅ: 'gyu',
  ぎょ: 'gyo',
  しゃ: 'sha',
  しゅ: 'shu',
  しょ: 'sho',
  じゃ: 'ja',
  じゅ: 'ju',
  じょ: 'jo',
  しぇ: 'she',
  じぇ: 'je',
  ちゃ: 'cha',
  ちゅ: 'chu',
  ちょ: 'cho',
  ちぇ: 'che',
  にゃ: 'nya',
  にゅ: 'nyu',
  にょ: 'nyo',
  ひゃ: 'hya',
  ひゅ: 'hyu',
  ひょ: 'hyo',
  びゃ: 'bya',
  びゅ: 'byu',
  びょ: 'byo',
  ぴゃ: 'pya',
  ぴゅ: 'pyu',
  ぴょ: 'pyo',
  みゃ: 'mya',
  みゅ: 'myu',
  みょ: 'myo',
  りゃ: 'rya',
  りゅ: 'ryu',
  りょ: 'ryo',
  ふぁ: 'fa',
  ふぃ: 'fi',
  ふぇ: 'fe',
  ふぉ: 'fo',
  てぃ: 'ti',
  でぃ: 'di',
  とぅ: 'tu',
  どぅ: 'du',
  うぃ: 'wi',
  うぇ: 'we',
  うぉ: 'wo',
  ゔぁ: 'va',
  ゔぃ: 'vi',
  ゔぇ: 've',
  ゔぉ: 'vo',
  つぁ: 'tsa',
};

/** Katakana -> hiragana (same layout, offset 0x60). */
const toHiragana = (text: string): string => text.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));

/** Romanises one word of kana; unknown characters are dropped. */
export function romanizeKanaWord(word: string): string {
  const text = toHiragana(word);
  let out = '';
  let double = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === 'っ') {
      double = true;
      continue;
    }
    if (ch === 'ー') {
      out += out.slice(-1);
      continue;
    }
    const pair = PAIRS[text.slice(i, i + 2)];
    let syllable = pair ?? BASE[ch] ?? '';
    if (pair) i++;
    if (double && syllable) {
      syllable = (syllable.startsWith('ch') ? 't' : syllable[0]) + syllable;
      double = false;
    }
    // ん before a vowel or y is written n' in Hepburn.
    if (out.endsWith('n') && ch !== 'ん' && /^[aiueoy]/.test(syllable) && text[i - (pair ? 2 : 1)] === 'ん') out += "'";
    out += syllable;
  }
  return out;
}

const capitalise = (w: string): string => (w ? w[0]!.toUpperCase() + w.slice(1) : w);

/** "レミリア・スカーレット" -> "Remiria Sukaaretto"; words are split at ・, = and spaces. */
export function romanizeKana(kana: string): string {
  return kana
    .split(/[・=＝\s]+/)
    .filter(Boolean)
    .map((w) => capitalise(romanizeKanaWord(w)))
    .join(' ');
}

/** True when the text contains katakana (a katakana-written name). */
export const hasKatakana = (text: string): boolean => /[\u30a1-\u30fa]/.test(text);
