import type { Artist } from 'shared-domain/schemas/artist';
import type { Rng } from './prng';
import { slugify } from './character-naming';

// Illustrators are invented (sample data). Their social links use example.com/example.net hosts on
// purpose, so no link can point at a real person's account.

const FAMILY: ReadonlyArray<readonly [string, string]> = [
  ['Aoi', '蒼井'],
  ['Amano', '天野'],
  ['Kirishima', '霧島'],
  ['Sakurai', '桜井'],
  ['Tsukimi', '月見'],
  ['Hoshino', '星野'],
  ['Kazamatsuri', '風祭'],
  ['Mizuki', '水城'],
  ['Hinata', '日向'],
  ['Kurose', '黒瀬'],
  ['Shiraishi', '白石'],
  ['Takamori', '高森'],
  ['Minase', '水瀬'],
  ['Asagiri', '朝霧'],
  ['Yukishiro', '雪白'],
  ['Akane', '茜'],
  ['Kagami', '鏡'],
  ['Natsume', '夏目'],
  ['Fuyuki', '冬木'],
  ['Harukawa', '春川'],
  ['Akizuki', '秋月'],
  ['Kanzaki', '神崎'],
  ['Morino', '森野'],
  ['Yamabuki', '山吹'],
  ['Tachibana', '橘'],
  ['Koyama', '小山'],
  ['Hanamura', '花村'],
  ['Ishikawa', '石川'],
  ['Kusanagi', '草薙'],
  ['Sena', '瀬名'],
];
const GIVEN: ReadonlyArray<readonly [string, string]> = [
  ['Mio', 'みお'],
  ['Rin', 'りん'],
  ['Haru', 'はる'],
  ['Yuki', 'ゆき'],
  ['Sora', 'そら'],
  ['Nagi', 'なぎ'],
  ['Kanon', 'かのん'],
  ['Riku', 'りく'],
  ['Tomo', 'とも'],
  ['Mei', 'めい'],
  ['Kaede', '楓'],
  ['Shizuku', '雫'],
  ['Akari', 'あかり'],
  ['Hotaru', 'ほたる'],
  ['Ren', '蓮'],
  ['Aki', 'あき'],
  ['Kou', 'こう'],
  ['Nao', 'なお'],
  ['Tsubasa', '翼'],
  ['Hikari', 'ひかり'],
];
/** Syllables for handle-style pen names: romaji and katakana. */
const SYLLABLES: ReadonlyArray<readonly [string, string]> = [
  ['ka', 'カ'],
  ['ki', 'キ'],
  ['ku', 'ク'],
  ['ko', 'コ'],
  ['sa', 'サ'],
  ['shi', 'シ'],
  ['su', 'ス'],
  ['to', 'ト'],
  ['na', 'ナ'],
  ['ni', 'ニ'],
  ['no', 'ノ'],
  ['mi', 'ミ'],
  ['mo', 'モ'],
  ['ra', 'ラ'],
  ['ri', 'リ'],
  ['ru', 'ル'],
  ['ya', 'ヤ'],
  ['yu', 'ユ'],
  ['yo', 'ヨ'],
  ['chi', 'チ'],
  ['tsu', 'ツ'],
  ['ha', 'ハ'],
  ['hi', 'ヒ'],
  ['fu', 'フ'],
  ['ma', 'マ'],
  ['me', 'メ'],
  ['po', 'ポ'],
];

function penName(rng: Rng): { name: string; jp: string } {
  if (rng.chance(0.6)) {
    const [fr, fj] = rng.pick(FAMILY);
    const [gr, gj] = rng.pick(GIVEN);
    return { name: `${fr} ${gr}`, jp: `${fj}${gj}` };
  }
  const parts = Array.from({ length: rng.int(2, 4) }, () => rng.pick(SYLLABLES));
  const romaji = parts.map(([r]) => r).join('');
  return { name: romaji[0]!.toUpperCase() + romaji.slice(1), jp: parts.map(([, k]) => k).join('') };
}

export function generateArtists(count: number, rng: Rng): Artist[] {
  const r = rng.fork('artists');
  const out: Artist[] = [];
  const used = new Set<string>();
  while (out.length < count) {
    const { name, jp } = penName(r);
    const id = slugify(name);
    if (used.has(id)) continue;
    used.add(id);
    out.push({
      id,
      name,
      jp,
      pixiv: r.chance(0.9) ? `https://pixiv.example.com/users/${r.int(100_000, 99_999_999)}` : null,
      twitter: r.chance(0.8) ? `https://x.example.com/${id.replace(/-/g, '_')}` : null,
      website: r.chance(0.3) ? `https://${id}.example.net/` : null,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}
