import { rewardGlow } from 'shared-domain/constants/tower-kinds';
import type { TowerFloor, FloorReward, Enemy } from 'shared-domain/schemas/tower';
import type { EnemyView, TowerDetailResponse, TowerListResponse, TowerRewardsResponse } from 'shared-domain/schemas/api/towers';
import type { Content } from '../content/content-types';
import type { Built } from '../server/response-cache';
import { toThumbnail } from './character-shapes';
import { ms, nextChange } from './time';

const rewardView = (content: Content, r: FloorReward) => {
  const item = content.rewardItemById.get(r.id);
  return {
    id: r.id,
    name: item?.name ?? r.id,
    image: item?.image ?? `/images/items/${r.id}.svg`,
    amount: r.amount,
    glow: rewardGlow(r.id),
  };
};

const release = (f: TowerFloor) => ({ global: f.release.global, jp: f.release.jp });

/** The floor list, highest floor first (the order the floor selector shows). */
export const towerListView = (content: Content): TowerListResponse => ({
  content: [...content.floors]
    .reverse()
    .map((f) => ({ floor: f.floor, release: release(f), rewards: f.rewards.map((r) => rewardView(content, r)) })),
  lastUpdate: content.lastUpdate.towers,
});

const enemyView = (content: Content, e: Enemy): EnemyView => {
  const c = content.characterById.get(e.unit);
  return {
    ...e,
    unit: {
      id: e.unit,
      universe: c?.meta.universe ?? 'L1',
      name: c ? { ...c.name } : { jp: '?', kana: '?', en: `#${e.unit}`, translit: `#${e.unit}`, enFamilyFirst: `#${e.unit}` },
      shortName: c?.shortName ?? `#${e.unit}`,
      title: c?.title.en ?? '',
      thumbnail: c?.images.thumbnail ?? `/images/characters/${e.unit}.svg`,
      spoilerSafeThumbnail: c?.images.spoilerSafeThumbnail ?? `/images/characters/${e.unit}.svg`,
      img: c?.img.full ?? `/images/characters/${e.unit}.svg`,
      ...(c ? { thumbnailView: toThumbnail(c) } : {}),
    },
    tags: e.tags.map((id) => ({ id, name: content.tagById.get(id)?.name ?? id })),
  };
};

export const towerDetailView = (content: Content, f: TowerFloor): TowerDetailResponse => ({
  content: {
    ...f,
    rewards: f.rewards.map((r) => rewardView(content, r)),
    enemies: f.enemies.map((e) => (e ? enemyView(content, e) : null)),
  },
  lastUpdate: content.lastUpdate.towers,
});

/** Highest floor whose global release has passed (0 when none). */
const lastGlobalFloor = (content: Content, now: number): number =>
  content.floors.reduce((last, f) => (f.release.global !== null && ms(f.release.global) <= now ? Math.max(last, f.floor) : last), 0);

/** Rewards by item (content order), each with every floor that gives it. lastFloor follows the clock. */
export const towerRewardsView = (content: Content, now: number): Built => {
  const values = new Map<string, TowerRewardsResponse['content'][number]['values']>();
  for (const f of content.floors) {
    for (const r of f.rewards) values.set(r.id, [...(values.get(r.id) ?? []), { floor: f.floor, amount: r.amount, release: release(f) }]);
  }
  const ids = [...content.rewardItems.map((i) => i.id), ...[...values.keys()].filter((id) => !content.rewardItemById.has(id))];
  const value: TowerRewardsResponse = {
    content: ids.flatMap((id) => {
      const v = values.get(id);
      if (!v) return [];
      const item = content.rewardItemById.get(id);
      return [{ item: id, name: item?.name ?? id, image: item?.image ?? `/images/items/${id}.svg`, glow: rewardGlow(id), values: v }];
    }),
    lastFloor: lastGlobalFloor(content, now),
    lastUpdate: content.lastUpdate.towers,
  };
  return {
    value,
    validUntil: nextChange(
      now,
      content.floors.map((f) => (f.release.global ? ms(f.release.global) : null)),
    ),
  };
};
