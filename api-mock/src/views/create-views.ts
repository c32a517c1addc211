import type { Content } from '../content/content-types';
import { compilePrayer, type CompiledPrayer } from '../simulator/compile-prayer';
import { featuredIndex, type FeaturedIndex } from './featured-views';
import { PrayerIndex, poolItemInfo } from './prayer-views';

/** Derived data shared by several routes, built once per app. */
export interface Views {
  prayers: PrayerIndex;
  /** Per character, the prayers that featured them (the modal's links, the rerun table). */
  featured: FeaturedIndex;
  /** Compiled simulator of a prayer (lazily, once); null when it has no pool. */
  simulator(prayerId: number): CompiledPrayer | null | undefined;
}

export const createViews = (content: Content): Views => {
  const prayers = new PrayerIndex(content);
  const compiled = new Map<number, CompiledPrayer | null>();
  return {
    prayers,
    featured: featuredIndex(content),
    simulator(prayerId) {
      if (compiled.has(prayerId)) return compiled.get(prayerId);
      const prayer = content.prayerById.get(prayerId);
      if (!prayer) return undefined;
      const c = compilePrayer(prayer, (kind, id) => poolItemInfo(content, kind, id));
      compiled.set(prayerId, c);
      return c;
    },
  };
};
