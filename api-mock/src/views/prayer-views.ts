import type { Prayer, PoolEntry } from 'shared-domain/schemas/prayer';
import type { PrayerDetail, PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { PRAYERS_PAGE_SIZE } from 'shared-domain/schemas/api/prayers';
import type { z } from 'zod';
import type { poolEntryViewSchema, prayerFilterOptsSchema } from 'shared-domain/schemas/api/prayers';
import type { Content } from '../content/content-types';
import type { PoolItemInfo } from '../simulator/compile-prayer';
import { characterFacts } from 'shared-domain/characters/spoilers';
import { toSimple, toThumbnail } from './character-shapes';
import { ms } from './time';

type PoolEntryView = z.infer<typeof poolEntryViewSchema>;
type FilterOpts = z.infer<typeof prayerFilterOptsSchema>;

/** Placeholder image of a story card without art (served by the /images route). */
export const cardImage = (id: number, image: string | null): string => image ?? `/images/story-cards/${id}.svg`;

/** Display fields of a pool item; unknown ids (never after validation) get a neutral label. */
export const poolItemInfo = (content: Content, kind: 'chara' | 'card', id: number): PoolItemInfo => {
  if (kind === 'chara') {
    const c = content.characterById.get(id);
    if (c) return { name: c.name.en, translit: c.name.translit, shortName: c.shortName, img: c.images.thumbnail };
  } else {
    const s = content.storyCardById.get(id);
    if (s) return { name: s.name, translit: s.name, shortName: s.name, img: cardImage(s.id, s.image) };
  }
  return { name: `#${id}`, translit: `#${id}`, shortName: `#${id}`, img: `/images/unknown/${id}.svg` };
};

/** Prayer list order: newest first (start descending, then id descending). */
const newestFirst = (a: Prayer, b: Prayer): number => ms(b.start) - ms(a.start) || b.id - a.id;

/** Derived, immutable prayer data built once: summaries with typeNo/allNo and the list order. */
export class PrayerIndex {
  readonly ordered: readonly PrayerSummary[];
  private readonly summaryById = new Map<number, PrayerSummary>();
  private readonly positionById = new Map<number, number>();
  readonly filterOpts: FilterOpts;

  constructor(private readonly content: Content) {
    const chronological = [...content.prayers].sort((a, b) => ms(a.start) - ms(b.start) || a.id - b.id);
    const typeCounts = new Map<string, number>();
    chronological.forEach((p, i) => {
      const typeNo = (typeCounts.get(p.prayerType) ?? 0) + 1;
      typeCounts.set(p.prayerType, typeNo);
      this.summaryById.set(p.id, this.summarize(p, typeNo, i + 1));
    });
    this.ordered = [...content.prayers].sort(newestFirst).map((p) => this.summaryById.get(p.id) as PrayerSummary);
    this.ordered.forEach((p, i) => this.positionById.set(p.id, i));
    this.filterOpts = this.buildFilterOpts();
  }

  summary(id: number): PrayerSummary | undefined {
    return this.summaryById.get(id);
  }

  /** One page of the list after the prayer `afterId` (first page when null); null for an unknown id. */
  page(afterId: number | null): { content: PrayerSummary[]; isLast: boolean } | null {
    let start = 0;
    if (afterId !== null) {
      const pos = this.positionById.get(afterId);
      if (pos === undefined) return null;
      start = pos + 1;
    }
    const content = this.ordered.slice(start, start + PRAYERS_PAGE_SIZE);
    return { content, isLast: start + PRAYERS_PAGE_SIZE >= this.ordered.length };
  }

  detail(p: Prayer): PrayerDetail {
    const summary = this.summaryById.get(p.id) as PrayerSummary;
    const pool = p.pool;
    return {
      ...summary,
      pool: pool
        ? {
            chara: pool.chara.map((e) => this.poolEntry('chara', e)),
            card3: pool.card3.map((e) => this.poolEntry('card', e)),
            card4: pool.card4.map((e) => this.poolEntry('card', e)),
            card5: pool.card5.map((e) => this.poolEntry('card', e)),
          }
        : null,
    };
  }

  private poolEntry(kind: 'chara' | 'card', e: PoolEntry): PoolEntryView {
    const info = poolItemInfo(this.content, kind, e.id);
    const c = kind === 'chara' ? this.content.characterById.get(e.id) : undefined;
    return {
      id: e.id,
      name: info.name,
      shortName: info.shortName,
      shortTranslitName: c ? c.name.translit : info.translit,
      img: info.img,
      rateType: e.rateType,
      chance: { sc: e.chance.sc, gc: e.chance.gc },
      ...(c ? { jp: c.name.jp, reveal: characterFacts(c) } : {}),
    };
  }

  private summarize(p: Prayer, typeNo: number, allNo: number): PrayerSummary {
    const { pool: _pool, rateUp, ...rest } = p;
    return {
      ...rest,
      duration: Math.max(0, ms(p.end) - ms(p.start)),
      typeNo,
      allNo,
      rateUp: {
        characters: rateUp.characters.map((r) => {
          const c = this.content.characterById.get(r.character);
          return {
            ...r,
            name: c?.name.en ?? `#${r.character}`,
            shortName: c?.shortName ?? `#${r.character}`,
            translit: c?.name.translit ?? `#${r.character}`,
            img: c?.images.thumbnail ?? `/images/characters/${r.character}.svg`,
            type: c?.type ?? 'gen',
            universe: c?.meta.universe ?? 'L1',
            ...(c ? { thumbnail: toThumbnail(c) } : {}),
          };
        }),
        cards: rateUp.cards.map((r) => {
          const s = this.content.storyCardById.get(r.card);
          return {
            ...r,
            name: s?.name ?? `#${r.card}`,
            nameJp: s?.nameJp,
            rarity: s?.rarity ?? 1,
            image: s ? s.image : null,
          };
        }),
      },
    };
  }

  private buildFilterOpts(): FilterOpts {
    const charIds = new Set<number>();
    const cardIds = new Set<number>();
    for (const p of this.content.prayers) {
      p.rateUp.characters.forEach((r) => charIds.add(r.character));
      p.rateUp.cards.forEach((r) => cardIds.add(r.card));
    }
    const characters = [...charIds]
      .flatMap((id) => {
        const c = this.content.characterById.get(id);
        return c ? [toSimple(c)] : [];
      })
      .sort((a, b) => a.universalName.localeCompare(b.universalName) || a.id - b.id);
    const cards = [...cardIds]
      .flatMap((id) => {
        const s = this.content.storyCardById.get(id);
        return s ? [{ id: s.id, name: s.name, rarity: s.rarity }] : [];
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return { characters, cards };
  }
}

/** Prayers that are permanent pools, not releases: left out of the home page's prayer cards. */
const PERMANENT_TYPES = new Set(['standard', 'ritual']);

export const homePrayers = (index: PrayerIndex, content: Content, now: number): PrayerSummary[] =>
  content.prayers
    .filter((p) => !PERMANENT_TYPES.has(p.prayerType) && ms(p.end) > now)
    .sort((a, b) => ms(a.start) - ms(b.start) || a.id - b.id)
    .flatMap((p) => {
      const s = index.summary(p.id);
      return s ? [s] : [];
    });

export const prayerTimes = (content: Content): number[] => content.prayers.flatMap((p) => [ms(p.start), ms(p.end)]);

/** The prayer of a special type that applies now: the latest started one, else the first upcoming one. */
export const currentPrayerOfType = (content: Content, type: string, now: number): Prayer | undefined => {
  const ofType = content.prayers.filter((p) => p.prayerType === type).sort((a, b) => ms(a.start) - ms(b.start) || a.id - b.id);
  const started = ofType.filter((p) => ms(p.start) <= now);
  return started[started.length - 1] ?? ofType[0];
};
