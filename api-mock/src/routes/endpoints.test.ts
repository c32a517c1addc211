import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { healthResponseSchema } from 'shared-domain/schemas/api/common';
import { homeResponseSchema, updatesResponseSchema, UPDATES_PAGE_SIZE } from 'shared-domain/schemas/api/general';
import {
  batchResponseSchema,
  BATCH_ORDERS,
  characterModalResponseSchema,
  chronologicalResponseSchema,
  foreverPrayerDetailResponseSchema,
  foreverPrayerListResponseSchema,
  poolCharactersResponseSchema,
  prayerTypeResponseSchema,
  releaseDateResponseSchema,
  roleTypeResponseSchema,
  rouletteResponseSchema,
  universeResponseSchema,
  unreleasedResponseSchema,
  variantsResponseSchema,
} from 'shared-domain/schemas/api/characters';
import {
  featuredCharactersResponseSchema,
  prayerDetailResponseSchema,
  prayerListNextResponseSchema,
  prayerListResponseSchema,
  PRAYERS_PAGE_SIZE,
} from 'shared-domain/schemas/api/prayers';
import { towerDetailResponseSchema, towerListResponseSchema, towerRewardsResponseSchema } from 'shared-domain/schemas/api/towers';
import { illustratorResponseSchema, storyCardListResponseSchema } from 'shared-domain/schemas/api/story-cards';
import type { Content } from '../content/content-types';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

let app: FastifyInstance;
let content: Content;
beforeAll(async () => {
  ({ app, content } = await testApp());
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await send(app, { method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
};

/** Parses and reports the first issues with their paths (a failing schema names what is off). */
const expectShape = async <S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> => {
  const res = await get(url);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const parsed = schema.safeParse(json(res));
  if (!parsed.success)
    throw new Error(
      `${url}: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`,
    );
  return parsed.data;
};

describe('every endpoint passes its response schema', () => {
  const fixed: [string, z.ZodType][] = [
    ['/api/health', healthResponseSchema],
    ['/api/general/home', homeResponseSchema],
    ['/api/general/updates', updatesResponseSchema],
    ['/api/characters/chronological', chronologicalResponseSchema],
    ['/api/characters/variants', variantsResponseSchema],
    ['/api/characters/universe', universeResponseSchema],
    ['/api/characters/release-date', releaseDateResponseSchema],
    ['/api/characters/unreleased', unreleasedResponseSchema],
    ...BATCH_ORDERS.map((o): [string, z.ZodType] => [`/api/characters/${o}`, batchResponseSchema]),
    ['/api/characters/role-type', roleTypeResponseSchema],
    ['/api/characters/prayer-type', prayerTypeResponseSchema],
    ['/api/characters/standard-pool', poolCharactersResponseSchema],
    ['/api/characters/ritual-pool', poolCharactersResponseSchema],
    ['/api/characters/forever-prayer', foreverPrayerListResponseSchema],
    ['/api/characters/kourindou-roulette', rouletteResponseSchema],
    ['/api/prayers/get-list', prayerListResponseSchema],
    ['/api/prayers/featured', featuredCharactersResponseSchema],
    ['/api/prayers/get-special/standard', prayerDetailResponseSchema],
    ['/api/prayers/get-special/ritual', prayerDetailResponseSchema],
    ['/api/towers/get-list', towerListResponseSchema],
    ['/api/towers/get-rewards', towerRewardsResponseSchema],
    ['/api/story-cards/get-list', storyCardListResponseSchema],
    ['/api/story-cards/get-illust', illustratorResponseSchema],
  ];
  it.each(fixed)('%s', async (url, schema) => {
    await expectShape(url, schema);
  });

  it('writes a list one element per line, so a browser can parse it in parts', async () => {
    const lines = (await get('/api/story-cards/get-list')).body.split('\n');
    expect(lines[0]).toBe('{"content":[');
    // The cards, one a line, then the line that closes them and opens the tags.
    const close = lines.indexOf('],"tags":[');
    expect(close).toBe(content.storyCards.length + 1);
    expect(lines.slice(1, close).every((line) => line.startsWith('{"id":'))).toBe(true);
  });

  it('modal: every character', async () => {
    for (const c of content.characters) await expectShape(`/api/characters/modal?id=${c.id}`, characterModalResponseSchema);
  });

  it('forever prayer detail: every forever prayer', async () => {
    for (const fp of content.foreverPrayers)
      await expectShape(`/api/characters/forever-prayer?id=${fp.id}`, foreverPrayerDetailResponseSchema);
  });

  it('prayer detail: every prayer', async () => {
    for (const p of content.prayers) await expectShape(`/api/prayers/get-detail?id=${p.id}`, prayerDetailResponseSchema);
  });

  it('tower detail: every floor', async () => {
    for (const f of content.floors) await expectShape(`/api/towers/get-detail?floor=${f.floor}`, towerDetailResponseSchema);
  });

  it('the tower list is reversed for display and the rewards name the last global floor', async () => {
    const list = await expectShape('/api/towers/get-list', towerListResponseSchema);
    expect(list.content.map((f) => f.floor)).toEqual(content.floors.map((f) => f.floor).reverse());
    const rewards = await expectShape('/api/towers/get-rewards', towerRewardsResponseSchema);
    expect(rewards.lastFloor).toBeGreaterThan(0);
    expect(rewards.lastFloor).toBeLessThanOrEqual(content.floors.length);
  });

  it('lastUpdate is a number wherever the spec names it', async () => {
    for (const url of [
      '/api/general/home',
      '/api/characters/chronological',
      '/api/prayers/get-list',
      '/api/towers/get-list',
      '/api/towers/get-rewards',
      '/api/story-cards/get-list',
      '/api/story-cards/get-illust',
    ]) {
      expect(typeof json<{ lastUpdate: unknown }>(await get(url)).lastUpdate).toBe('number');
    }
  });
});

describe('paging walks the whole list exactly once', () => {
  it('update log: newest first, by the last loaded number, until isLast', async () => {
    const seen: number[] = [];
    let page = await expectShape('/api/general/updates', updatesResponseSchema);
    for (let guard = 0; guard < 10_000; guard++) {
      expect(page.content.length).toBeLessThanOrEqual(UPDATES_PAGE_SIZE);
      seen.push(...page.content.map((u) => u.number));
      if (page.isLast) break;
      page = await expectShape(`/api/general/updates?last=${seen[seen.length - 1]}`, updatesResponseSchema);
    }
    expect(seen).toEqual(content.updates.map((u) => u.number).reverse());
  });

  it('prayers: get-list then get-list-2 by the id of the last loaded prayer, until isLast', async () => {
    const first = await expectShape('/api/prayers/get-list', prayerListResponseSchema);
    const seen = first.content.map((p) => p.id);
    let isLast = first.isLast;
    for (let guard = 0; !isLast && guard < 10_000; guard++) {
      const next = await expectShape(`/api/prayers/get-list-2?last=${seen[seen.length - 1]}`, prayerListNextResponseSchema);
      expect(next.content.length).toBeLessThanOrEqual(PRAYERS_PAGE_SIZE);
      seen.push(...next.content.map((p) => p.id));
      isLast = next.isLast;
    }
    expect(seen).toHaveLength(content.prayers.length);
    expect(new Set(seen)).toEqual(new Set(content.prayers.map((p) => p.id)));
    expect(first.filterOpts.characters.length).toBeGreaterThan(0);
  });
});
