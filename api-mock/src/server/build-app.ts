import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Content } from '../content/content-types';
import { registerCharacterRoutes } from '../routes/characters';
import { registerGeneralRoutes } from '../routes/general';
import { registerHealthRoute } from '../routes/health';
import { registerImageRoutes } from '../routes/images';
import { registerPrayerRoutes } from '../routes/prayers';
import { registerStoryCardRoutes } from '../routes/story-cards';
import { registerTowerRoutes } from '../routes/towers';
import { createViews } from '../views/create-views';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './error-handling';
import { ResponseCache } from './response-cache';
import type { AppContext } from './app-context';

/**
 * API responses may be reused for a minute without asking: the data only changes on a redeploy, and
 * after that minute a conditional request costs one 304. Short enough that a content edit shows soon.
 */
export const API_CACHE_CONTROL = 'public, max-age=60';
/** Largest accepted request body: a roll body is ~100 bytes. */
export const BODY_LIMIT = 4 * 1024;

export interface BuildAppOptions {
  content: Content;
  /** false (default) = silent; true or pino options = JSON logs. */
  logger?: FastifyServerOptions['logger'];
  /** Log one line per request (off by default: it costs throughput and the proxy logs anyway). */
  logRequests?: boolean;
  /** The clock time-dependent views (home, upcoming) are built from; tests pin it. */
  now?: () => number;
}

export const buildApp = ({ content, logger = false, logRequests = false, now = Date.now }: BuildAppOptions): FastifyInstance => {
  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: !logRequests }),
    // A child logger per request (to bind its id) costs ~10 % on small responses; without request
    // logging nothing would use it, so requests log through the server's logger.
    ...(logRequests ? {} : { childLoggerFactory: (parent: FastifyBaseLogger) => parent }),
    bodyLimit: BODY_LIMIT,
    // `__proto__`/`constructor` keys in a body are refused with a 400, not silently kept.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  // JSON is the only body the API reads; anything else is a 415, not a string for zod to reject.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);

  const ctx: AppContext = {
    content,
    now,
    cache: new ResponseCache(API_CACHE_CONTROL, now),
    views: createViews(content),
    rawWrites: !logRequests,
  };
  registerHealthRoute(app, ctx);
  registerGeneralRoutes(app, ctx);
  registerCharacterRoutes(app, ctx);
  registerPrayerRoutes(app, ctx);
  registerTowerRoutes(app, ctx);
  registerStoryCardRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  return app;
};
