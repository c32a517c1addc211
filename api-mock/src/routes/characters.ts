import type { FastifyInstance } from 'fastify';
import { BATCH_ORDERS, characterModalQuerySchema, foreverPrayerQuerySchema } from 'shared-domain/schemas/api/characters';
import type { AppContext } from '../server/app-context';
import { notFound } from '../server/http-errors';
import { parseOr400 } from '../server/query';
import { fixed } from '../server/response-cache';
import {
  batchView,
  chronologicalView,
  foreverPrayerDetailView,
  foreverPrayerListView,
  poolCharactersView,
  prayerTypeView,
  releaseDateView,
  roleTypeView,
  rouletteView,
  universeView,
  unreleasedView,
  variantsView,
} from '../views/character-views';
import { serveGet } from './serve';

export const registerCharacterRoutes = (app: FastifyInstance, { content, cache, rawWrites }: AppContext): void => {
  const base = '/api/characters';
  serveGet(app, rawWrites, `${base}/chronological`, () => cache.get('chronological', (now) => chronologicalView(content, now)));
  serveGet(app, rawWrites, `${base}/variants`, () => cache.get('variants', () => fixed(variantsView(content))));
  serveGet(app, rawWrites, `${base}/universe`, () => cache.get('universe', () => fixed(universeView(content))));
  serveGet(app, rawWrites, `${base}/release-date`, () => cache.get('release-date', () => fixed(releaseDateView(content))));
  serveGet(app, rawWrites, `${base}/unreleased`, () => cache.get('unreleased', () => fixed(unreleasedView(content))));
  for (const order of BATCH_ORDERS) {
    serveGet(app, rawWrites, `${base}/${order}`, () => cache.get(`batch:${order}`, () => fixed(batchView(content, order))));
  }
  serveGet(app, rawWrites, `${base}/role-type`, () => cache.get('role-type', () => fixed(roleTypeView(content))));
  serveGet(app, rawWrites, `${base}/prayer-type`, () => cache.get('prayer-type', () => fixed(prayerTypeView(content))));
  serveGet(app, rawWrites, `${base}/standard-pool`, () => cache.get('standard-pool', () => fixed(poolCharactersView(content, 'standard'))));
  serveGet(app, rawWrites, `${base}/ritual-pool`, () => cache.get('ritual-pool', () => fixed(poolCharactersView(content, 'ritual'))));

  serveGet(app, rawWrites, `${base}/forever-prayer`, (request) => {
    const { id } = parseOr400(foreverPrayerQuerySchema, request.query, 'query');
    if (id === undefined) return cache.get('forever-prayer', () => fixed(foreverPrayerListView(content)));
    const fp = content.foreverPrayerById.get(id);
    if (!fp) throw notFound(`id: no forever prayer ${id}`);
    return cache.get(`forever-prayer:${id}`, () => fixed(foreverPrayerDetailView(content, fp)));
  });

  serveGet(app, rawWrites, `${base}/kourindou-roulette`, () => cache.get('kourindou-roulette', () => fixed(rouletteView(content))));

  serveGet(app, rawWrites, `${base}/modal`, (request) => {
    const { id } = parseOr400(characterModalQuerySchema, request.query, 'query');
    const c = content.characterById.get(id);
    if (!c) throw notFound(`id: no character ${id}`);
    return cache.get(`modal:${id}`, () => fixed(c));
  });
};
