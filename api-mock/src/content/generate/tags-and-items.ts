import type { Tag } from 'shared-domain/schemas/tag';
import type { RewardItem } from '../reward-item';

const TAG_NAMES = [
  'Human',
  'Youkai',
  'Vampire',
  'Shrine Maiden',
  'Magician',
  'Ghost',
  'Fairy',
  'Oni',
  'Tengu',
  'Kappa',
  'God',
  'Lunarian',
  'Moon Rabbit',
  'Celestial',
  'Hermit',
  'Witch',
  'Maid',
  'Doll',
  'Tsukumogami',
  'Beast',
  'Cat',
  'Fox',
  'Bird',
  'Dragon',
  'Flower',
  'Night',
  'Scarlet Devil Mansion',
  'Eientei',
  'Hakugyokurou',
  'Myouren Temple',
  'Moriya Shrine',
  'Former Hell',
  'Outside World',
  'Flying',
  'Sword',
  'Umbrella',
  'Book',
  'Fire',
  'Ice',
  'Music',
];
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Character tags (tower enemies, tag buffs). */
export const generateTags = (): Tag[] => TAG_NAMES.map((name) => ({ id: slug(name), name }));

/** Base reward items; '-2' (red glow) and '-3' (gold glow) kinds exist for the upgrade materials. */
const ITEMS: ReadonlyArray<readonly [string, string]> = [
  ['seal-crystal', 'Seal Crystal'],
  ['god-crystal', 'God Crystal'],
  ['gold-coin', 'Gold Coin'],
  ['spirit-tome', 'Spirit Tome'],
  ['upgrade-tome', 'Upgrade Tome'],
  ['skill-book', 'Skill Book'],
  ['spell-talisman', 'Spell Talisman'],
  ['awakening-jewel', 'Awakening Jewel'],
  ['limit-break-bead', 'Limit Break Bead'],
  ['story-card-fragment', 'Story Card Fragment'],
  ['prayer-ticket', 'Prayer Ticket'],
  ['stamina-potion', 'Stamina Potion'],
];
const TIERED = new Set(['spirit-tome', 'upgrade-tome', 'skill-book', 'spell-talisman', 'awakening-jewel']);

export function generateRewardItems(): RewardItem[] {
  const out: RewardItem[] = [];
  for (const [id, name] of ITEMS) {
    out.push({ id, name, image: `/images/items/${id}.webp` });
    if (TIERED.has(id)) {
      out.push({ id: `${id}-2`, name: `${name} (Greater)`, image: `/images/items/${id}-2.webp` });
      out.push({ id: `${id}-3`, name: `${name} (Supreme)`, image: `/images/items/${id}-3.webp` });
    }
  }
  return out;
}
