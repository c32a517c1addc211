import type { FastifyInstance } from 'fastify';
import {
  prayerDetailQuerySchema,
  prayerListNextQuerySchema,
  prayerSpecialParamsSchema,
  prayerSpecialQuerySchema,
  rollBodySchema,
} from 'shared-domain/schemas/api/prayers';
import type { AppContext } from '../server/app-context';
import { rejectOtherMethods } from '../server/error-handling';
import { HttpError, notFound } from '../server/http-errors';
import { parseOr400 } from '../server/query';
import { fixed } from '../server/response-cache';
import { isRefusal } from '../simulator/pull-plan';
import { roll, serializeOutcome } from '../simulator/roll';
import { rngFor } from '../simulator/seed';
import { currentPrayerOfType, prayerTimes } from '../views/prayer-views';
import { nextChange } from '../views/time';
import { serveGet } from './serve';

const ROLL_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export const registerPrayerRoutes = (app: FastifyInstance, { content, views, cache, rawWrites }: AppContext): void => {
  const index = views.prayers;
  const lastUpdate = content.lastUpdate.prayers;

  serveGet(app, rawWrites, '/api/prayers/get-list', () =>
    cache.get('prayers:first', () => {
      const page = index.page(null) ?? { content: [], isLast: true };
      return fixed({ content: page.content, filterOpts: index.filterOpts, isLast: page.isLast, lastUpdate });
    }),
  );

  serveGet(app, rawWrites, '/api/prayers/get-list-2', (request) => {
    const { last } = parseOr400(prayerListNextQuerySchema, request.query, 'query');
    const page = index.page(last);
    if (!page) throw notFound(`last: no prayer ${last} in the list`);
    return cache.get(`prayers:after:${last}`, () => fixed({ content: page.content, isLast: page.isLast, lastUpdate }));
  });

  const detail = (id: number) => {
    const prayer = content.prayerById.get(id);
    if (!prayer) throw notFound(`id: no prayer ${id}`);
    return cache.get(`prayer:${id}`, () => fixed({ content: index.detail(prayer), lastUpdate }));
  };

  serveGet(app, rawWrites, '/api/prayers/get-detail', (request) => detail(parseOr400(prayerDetailQuerySchema, request.query, 'query').id));

  serveGet(app, rawWrites, '/api/prayers/get-special/:type', (request) => {
    const { type } = parseOr400(prayerSpecialParamsSchema, request.params, 'params');
    const { id } = parseOr400(prayerSpecialQuerySchema, request.query, 'query');
    if (id !== undefined) {
      if (content.prayerById.get(id)?.prayerType !== type) throw notFound(`id: no ${type} prayer ${id}`);
      return detail(id);
    }
    // The current prayer of the type: changes when one of that type starts.
    return cache.get(`prayer-special:${type}`, (now) => {
      const prayer = currentPrayerOfType(content, type, now);
      if (!prayer) throw notFound(`type: no ${type} prayer exists`);
      const times = prayerTimes({ ...content, prayers: content.prayers.filter((p) => p.prayerType === type) });
      return { value: { content: index.detail(prayer), lastUpdate }, validUntil: nextChange(now, times) };
    });
  });

  app.post('/api/prayers/roll', (request, reply) => {
    const req = parseOr400(rollBodySchema, request.body, 'body');
    const compiled = views.simulator(req.id);
    if (compiled === undefined) throw notFound(`id: no prayer ${req.id}`);
    if (compiled === null) throw new HttpError(422, `id: prayer ${req.id} has no simulator (no pool)`);
    const outcome = roll(compiled, req, rngFor(req.seed, req.pullNo));
    if (isRefusal(outcome)) throw new HttpError(outcome.status, outcome.message);
    reply.headers(ROLL_HEADERS).send(serializeOutcome(compiled, outcome));
  });
  rejectOtherMethods(app, '/api/prayers/roll', ['POST']);
};
