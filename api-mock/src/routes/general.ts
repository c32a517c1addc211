import type { FastifyInstance } from 'fastify';
import { updatesQuerySchema } from 'shared-domain/schemas/api/general';
import type { AppContext } from '../server/app-context';
import { parseOr400 } from '../server/query';
import { fixed } from '../server/response-cache';
import { homeView, updatesPage } from '../views/general-views';
import { serveGet } from './serve';

export const registerGeneralRoutes = (app: FastifyInstance, { content, views, cache, rawWrites }: AppContext): void => {
  serveGet(app, rawWrites, '/api/general/home', () => cache.get('home', (now) => homeView(content, views.prayers, now)));

  serveGet(app, rawWrites, '/api/general/updates', (request) => {
    const { last } = parseOr400(updatesQuerySchema, request.query, 'query');
    // Every `last` below the first entry gives the same empty page: clamp it so the cache stays bounded.
    const maxNo = content.updates[content.updates.length - 1]?.number ?? 0;
    const key = last === undefined || last > maxNo ? 'updates:first' : `updates:${Math.max(0, last)}`;
    return cache.get(key, () => fixed(updatesPage(content, last === undefined || last > maxNo ? undefined : last)));
  });
};
