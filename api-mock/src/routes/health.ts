import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../server/app-context';
import { PreparedResponse } from '../server/prepared-response';
import { healthView } from '../views/general-views';
import { serveGet } from './serve';

/** GET /api/health: liveness plus content counts; never cached by clients (it answers "is it up now"). */
export const registerHealthRoute = (app: FastifyInstance, ctx: AppContext): void => {
  const response = PreparedResponse.json(healthView(ctx.content), 'no-cache');
  serveGet(app, ctx.direct, '/api/health', () => response);
};
