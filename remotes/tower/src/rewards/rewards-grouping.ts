import { isReleasedAt, type FloorRelease } from '../floor/floor-list';
import { isRewardVisible } from './reward-visibility';

export interface RewardSource {
  item: string;
  name: string;
  image: string;
  glow: 'red' | 'gold' | null;
  values: ReadonlyArray<{ floor: number; amount: number; release: FloorRelease }>;
}

export interface RewardGroup {
  item: string;
  name: string;
  image: string;
  glow: 'red' | 'gold' | null;
  /** Floors giving the item, lowest first; jp marks a floor beyond the last global floor. */
  floors: Array<{ floor: number; amount: number; jp: boolean }>;
}

/** Item-name search: case and everything but letters and digits are ignored. */
export const normaliseItemSearch = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Rewards grouped per item for the rewards page. A floor counts once its global release has passed
 * (or always with JP content). The last global floor is the server's `lastFloor` or a floor the
 * clock has released since, whichever is higher; floors above it carry the JP mark. Items with no
 * floor left, or whose name does not match the search, are dropped.
 */
export function groupRewards(
  content: readonly RewardSource[],
  options: { lastFloor: number; now: number; jpContent: boolean; search?: string },
): RewardGroup[] {
  const { now, jpContent } = options;
  const released = content.flatMap((r) => r.values.filter((v) => isReleasedAt(v.release.global, now)).map((v) => v.floor));
  const lastGlobal = Math.max(options.lastFloor, ...released, 0);
  const needle = normaliseItemSearch(options.search ?? '');
  return content.flatMap((r) => {
    if (needle && !normaliseItemSearch(r.name).includes(needle)) return [];
    const floors = r.values
      .filter((v) => isRewardVisible(v.release, now, jpContent))
      .map((v) => ({ floor: v.floor, amount: v.amount, jp: v.floor > lastGlobal }))
      .sort((a, b) => a.floor - b.floor);
    return floors.length ? [{ item: r.item, name: r.name, image: r.image, glow: r.glow, floors }] : [];
  });
}
