import type { StoryCard } from 'shared-domain/schemas/story-card';
import type { Rng } from './prng';

/** Story cards per rarity in release order, to pick "cards out by time t" quickly. */
export class CardPicker {
  private readonly byRarity = new Map<number, StoryCard[]>();

  constructor(cards: readonly StoryCard[]) {
    for (const c of cards) {
      const list = this.byRarity.get(c.rarity) ?? [];
      list.push(c);
      this.byRarity.set(c.rarity, list);
    }
    for (const list of this.byRarity.values())
      list.sort((a, b) => (a.releaseDate < b.releaseDate ? -1 : a.releaseDate > b.releaseDate ? 1 : a.id - b.id));
  }

  /** Cards of a rarity released by `at` (the earliest ones if none are). */
  releasedBy(rarity: number, at: string, minimum = 1): StoryCard[] {
    const list = this.byRarity.get(rarity) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as StoryCard).releaseDate <= at) lo = mid + 1;
      else hi = mid;
    }
    return list.slice(0, Math.max(lo, Math.min(minimum, list.length)));
  }

  /** n distinct ids among the most recent `window` cards of a rarity released by `at`, excluding some. */
  recent(rarity: number, at: string, n: number, r: Rng, exclude: ReadonlySet<number> = new Set(), window = 60): number[] {
    const released = this.releasedBy(rarity, at, n).filter((c) => !exclude.has(c.id));
    return r.sample(released.slice(-window), n).map((c) => c.id);
  }
}
