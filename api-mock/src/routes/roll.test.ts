import type { FastifyInstance } from 'fastify';
import { rollResponseSchema } from 'shared-domain/schemas/api/prayers';
import type { Prayer } from 'shared-domain/schemas/prayer';
import type { Content } from '../content/content-types';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

let app: FastifyInstance;
let content: Content;
let withPool: Prayer;
let withStepUp: Prayer | undefined;
beforeAll(async () => {
  ({ app, content } = await testApp());
  withPool = content.prayers.find((p) => p.pool !== null && !p.opts.disableSC && !p.flags.gcOnly && p.max === null) as Prayer;
  withStepUp = content.prayers.find((p) => p.pool !== null && p.stepUps.length > 0 && p.max === null && p.gcRules.limit === null);
});
afterAll(() => app.close());

const roll = (body: object) => send(app, { method: 'POST', url: '/api/prayers/roll', payload: body });

describe('POST /api/prayers/roll', () => {
  it('answers every pull type with the roll response shape', async () => {
    for (const type of ['single', 'multi', 'gc'] as const) {
      const res = await roll({ id: withPool.id, type, sbNo: -1, suNo: -1, pullNo: 0 });
      expect(res.statusCode).toBe(200);
      const body = rollResponseSchema.parse(json(res));
      expect(body.result).toHaveLength(type === 'single' ? 1 : 10);
      expect(body.pullNo).toBe(1);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const item of body.result) if (item.type === 'card') expect(item.metadata.stars).toBeGreaterThanOrEqual(3);
    }
  });

  it('step-up stages in order until the step-up is finished', async () => {
    if (!withStepUp) throw new Error('the content has no step-up prayer');
    const stages = withStepUp.stepUps[0]?.stepItems ?? [];
    for (let suNo = 0; suNo < stages.length; suNo++) {
      const body = rollResponseSchema.parse(json(await roll({ id: withStepUp.id, type: 'step-up', sbNo: 0, suNo, pullNo: suNo, seed: 1 })));
      expect(body.gc).toBe(stages[suNo]?.cost);
      expect(body.result.filter((r) => r.type === 'chara').length).toBeGreaterThanOrEqual(stages[suNo]?.guaranteed ?? 0);
      expect(body.disableSU).toBe(suNo === stages.length - 1);
    }
    const over = await roll({ id: withStepUp.id, type: 'step-up', sbNo: 0, suNo: stages.length, pullNo: 9 });
    expect(over.statusCode).toBe(409);
  });

  it('same seed => same results; a seeded session replays identically', async () => {
    const session = async (seed: number) => {
      const out: string[] = [];
      for (let pullNo = 0; pullNo < 5; pullNo++)
        out.push((await roll({ id: withPool.id, type: 'multi', sbNo: -1, suNo: -1, pullNo, seed })).body);
      return out;
    };
    const a = await session(1234);
    expect(await session(1234)).toEqual(a);
    expect(new Set(a).size).toBe(5);
    expect(await session(99)).not.toEqual(a);
  });

  it('unknown prayer -> 404; prayer without simulator -> 422', async () => {
    expect((await roll({ id: 987654321, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 })).statusCode).toBe(404);
    const noSim = content.prayers.find((p) => p.pool === null);
    if (noSim) {
      const res = await roll({ id: noSim.id, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 });
      expect(res.statusCode).toBe(422);
      expect(json<{ message: string }>(res).message).toMatch(/no simulator/);
    }
  });
});
