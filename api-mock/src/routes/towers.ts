import type { FastifyInstance } from 'fastify';
import { towerDetailQuerySchema } from 'shared-domain/schemas/api/towers';
import type { AppContext } from '../server/app-context';
import { notFound } from '../server/http-errors';
import { parseOr400 } from '../server/query';
import { fixed } from '../server/response-cache';
import { towerDetailView, towerListView, towerRewardsView } from '../views/tower-views';
import { serveGet } from './serve';

export const registerTowerRoutes = (app: FastifyInstance, { content, cache, rawWrites }: AppContext): void => {
  serveGet(app, rawWrites, '/api/towers/get-list', () => cache.get('towers:list', () => fixed(towerListView(content))));
  serveGet(app, rawWrites, '/api/towers/get-detail', (request) => {
    const { floor } = parseOr400(towerDetailQuerySchema, request.query, 'query');
    const f = content.floorByNumber.get(floor);
    if (!f) throw notFound(`floor: no floor ${floor} (floors are 1..${content.floors.length})`);
    return cache.get(`towers:floor:${floor}`, () => fixed(towerDetailView(content, f)));
  });
  serveGet(app, rawWrites, '/api/towers/get-rewards', () => cache.get('towers:rewards', (now) => towerRewardsView(content, now)));
};
