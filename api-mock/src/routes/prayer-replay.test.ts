import type { FastifyInstance } from 'fastify';
import type { Content } from '../content/content-types';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

// The replay a shared simulator link's preview reads must be what the page itself drew: the same
// seeded POST /api/prayers/roll calls, each with the state the page sends (written out here by hand).
let app: FastifyInstance;
let content: Content;
beforeAll(async () => {
  ({ app, content } = await testApp());
});
afterAll(() => app.close());
const getUrl = (url: string) => send(app, { method: 'GET', url });

interface Drawn {
  type: 'chara' | 'card';
  id: number;
  metadata: { stars?: number };
  isPickUp: boolean;
}

const rollOnce = async (body: Record<string, unknown>) => {
  const res = await send(app, { method: 'POST', url: '/api/prayers/roll', payload: body });
  expect(res.statusCode).toBe(200);
  return json<{ result: Drawn[] }>(res).result;
};

const tally = (items: Drawn[]) => ({
  characters: items.filter((i) => i.type === 'chara').map((i) => ({ id: i.id, isPickUp: i.isPickUp })),
  card5: items.filter((i) => i.metadata.stars === 5).length,
  card4: items.filter((i) => i.metadata.stars === 4).length,
  card3: items.filter((i) => i.metadata.stars === 3).length,
});

describe('GET /api/prayers/replay', () => {
  it('draws what the seeded pulls drew, one after another (single, multi, then two stages of step-up 1)', async () => {
    const prayer = content.prayers.find(
      (p) => p.pool && p.stepUps.length > 0 && p.stepUps[0]!.stepItems.length >= 2 && !p.opts.disableSC && p.max === null,
    );
    if (!prayer) throw new Error('no prayer with a two-stage step-up and SC pulls in the content');
    const seed = 424242;
    const id = prayer.id;
    const items = [
      ...(await rollOnce({ id, type: 'single', sbNo: -1, suNo: -1, pullNo: 0, gcNo: 0, seed })),
      ...(await rollOnce({ id, type: 'multi', sbNo: -1, suNo: -1, pullNo: 1, gcNo: 0, seed })),
      ...(await rollOnce({ id, type: 'step-up', sbNo: 0, suNo: 0, pullNo: 2, gcNo: 0, seed })),
      ...(await rollOnce({ id, type: 'step-up', sbNo: 0, suNo: 1, pullNo: 3, gcNo: 0, seed })),
    ];
    const res = await getUrl(`/api/prayers/replay?id=${id}&seed=${seed}&pulls=s.m.u1.u1`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ made: 4, asked: 4, ...tally(items) });
    expect(items).toHaveLength(1 + 10 + 10 + 10);
  });

  it('stops where the page would: a step-up pressed past its last stage', async () => {
    const prayer = content.prayers.find((p) => p.pool && p.stepUps.length > 0 && p.max === null);
    if (!prayer) throw new Error('no prayer with a step-up in the content');
    const stages = prayer.stepUps[0]!.stepItems.length;
    const pulls = Array.from({ length: stages + 2 }, () => 'u1').join('.');
    const res = await getUrl(`/api/prayers/replay?id=${prayer.id}&seed=5&pulls=${pulls}`);
    expect(json(res)).toMatchObject({ made: stages, asked: stages + 2 });
  });

  it.each([
    ['no pulls', 'id=1&seed=5&pulls='],
    ['an unknown pull', 'id=1&seed=5&pulls=s.x'],
    ['step-up 0', 'id=1&seed=5&pulls=u0'],
    ['a seed of 0', 'id=1&seed=0&pulls=s'],
    ['201 pulls', `id=1&seed=5&pulls=${Array.from({ length: 201 }, () => 's').join('.')}`],
  ])('refuses %s with 400', async (_what, query) => {
    const res = await getUrl(`/api/prayers/replay?${query}`);
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown prayer', async () => {
    expect((await getUrl('/api/prayers/replay?id=99999&seed=5&pulls=s')).statusCode).toBe(404);
  });
});
