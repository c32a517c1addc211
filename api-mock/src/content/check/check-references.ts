import { POOL_KEYS } from 'shared-domain/schemas/prayer';
import type { Buff } from 'shared-domain/schemas/buff';
import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

const CARD_POOL_RARITY = { card3: 3, card4: 4, card5: 5 } as const;

/** Every id that points into another file must exist there (and be of the right kind). */
export function checkReferences(c: SchemaValidContent, issues: IssueList): void {
  const characters = new Map(c.characters.map((s) => [s.value.id, s.value]));
  const cards = new Map(c.storyCards.map((s) => [s.value.id, s.value]));
  const artists = new Set(c.artists.map((s) => s.value.id));
  const prayers = new Map(c.prayers.map((s) => [s.value.id, s.value]));
  const tags = new Set((c.tags?.value ?? []).map((t) => t.id));
  const items = new Set((c.rewardItems?.value ?? []).map((t) => t.id));

  // A reference into a file that failed on its own is not reported twice.
  const broken = (folder: string, id: number | string) => c.brokenIds.has(`${folder}:${id}`);
  const character = (file: string, path: readonly PropertyKey[], id: number) => {
    if (!characters.has(id) && !broken('characters', id))
      issues.add(file, path, `character ${id} does not exist (no characters/${String(id).padStart(4, '0')}.json)`);
  };
  const card = (file: string, path: readonly PropertyKey[], id: number, rarity?: number) => {
    const found = cards.get(id);
    if (!found && broken('story-cards', id)) return;
    if (!found) issues.add(file, path, `story card ${id} does not exist (no story-cards/${String(id).padStart(4, '0')}.json)`);
    else if (rarity !== undefined && found.rarity !== rarity)
      issues.add(file, path, `story card ${id} is ${found.rarity}★, not ${rarity}★`);
  };
  const buffTag = (file: string, path: readonly PropertyKey[], b: Buff) => {
    if (b.attrType === 'tag' && !tags.has(b.attrName))
      issues.add(file, [...path, 'attrName'], `tag "${b.attrName}" is not in meta/tags.json`);
  };

  for (const { file, value: s } of c.storyCards) {
    if (s.artist !== null && !artists.has(s.artist) && !broken('artists', s.artist))
      issues.add(file, 'artist', `artist "${s.artist}" does not exist (no artists/${s.artist}.json)`);
    s.featured.forEach((id, i) => character(file, ['featured', i], id));
    s.buffs.forEach((b, i) => buffTag(file, ['buffs', i], b));
    s.randomBuffs.forEach((list, i) => list.forEach((b, j) => buffTag(file, ['randomBuffs', i, j], b)));
  }

  for (const { file, value: p } of c.prayers) {
    p.rateUp.characters.forEach((r, i) => character(file, ['rateUp', 'characters', i, 'character'], r.character));
    p.rateUp.cards.forEach((r, i) => card(file, ['rateUp', 'cards', i, 'card'], r.card));
    if (p.pool) {
      p.pool.chara.forEach((e, i) => character(file, ['pool', 'chara', i, 'id'], e.id));
      for (const key of POOL_KEYS) {
        if (key === 'chara') continue;
        p.pool[key].forEach((e, i) => card(file, ['pool', key, i, 'id'], e.id, CARD_POOL_RARITY[key]));
      }
    }
  }

  for (const { file, value: f } of c.foreverPrayers) {
    const prayer = prayers.get(f.prayer);
    if (!prayer && broken('prayers', f.prayer)) {
      // reported in the prayer's own file
    } else if (!prayer) issues.add(file, 'prayer', `prayer ${f.prayer} does not exist`);
    else if (prayer.prayerType !== 'forever-prayer')
      issues.add(file, 'prayer', `prayer ${f.prayer} is a "${prayer.prayerType}" prayer, not "forever-prayer"`);
    f.characters.forEach((id, i) => character(file, ['characters', i], id));
    const allKnown = f.characters.every((id) => characters.has(id));
    f.thresholds.forEach((t, i) => {
      if (!allKnown) return; // counts cannot be checked against a broken list
      const count = f.characters.filter((id) => characters.get(id)?.type === t.rarity).length;
      if (t.count !== count)
        issues.add(file, ['thresholds', i, 'count'], `count ${t.count} but the list has ${count} ${t.rarity} character(s)`);
    });
  }

  if (c.kourindouRoulette) {
    const { file, value } = c.kourindouRoulette;
    value.characters.forEach((id, i) => character(file, ['characters', i], id));
  }

  for (const { file, value: f } of c.floors) {
    f.rewards.forEach((r, i) => {
      if (!items.has(r.id)) issues.add(file, ['rewards', i, 'id'], `reward item "${r.id}" is not in meta/reward-items.json`);
    });
    f.enemies.forEach((e, i) => {
      if (!e) return;
      character(file, ['enemies', i, 'unit'], e.unit);
      e.tags.forEach((t, j) => {
        if (!tags.has(t)) issues.add(file, ['enemies', i, 'tags', j], `tag "${t}" is not in meta/tags.json`);
      });
    });
  }

  const tagFile = c.tags;
  if (tagFile) {
    const seen = new Set<string>();
    tagFile.value.forEach((t, i) => {
      if (seen.has(t.id)) issues.add(tagFile.file, [i, 'id'], `duplicate tag id "${t.id}"`);
      seen.add(t.id);
    });
  }
  const itemFile = c.rewardItems;
  if (itemFile) {
    const seen = new Set<string>();
    itemFile.value.forEach((t, i) => {
      if (seen.has(t.id)) issues.add(itemFile.file, [i, 'id'], `duplicate item id "${t.id}"`);
      seen.add(t.id);
    });
  }
}
