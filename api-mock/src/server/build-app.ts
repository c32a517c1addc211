import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BODY_LIMIT } from 'shared-domain/api/contract/api-contract';
import type { Content } from '../content/content-types';
import { characterHandlers } from '../routes/characters';
import { generalHandlers } from '../routes/general';
import { registerHealthRoute } from '../routes/health';
import { registerImageRoutes } from '../routes/images';
import { prayerHandlers } from '../routes/prayers';
import { storyCardHandlers } from '../routes/story-cards';
import { towerHandlers } from '../routes/towers';
import { createViews } from '../views/create-views';
import { addApiSecurityHeaders, apiSecurityHeaders } from './api-security-headers';
import { registerContractRoutes } from './contract-routes';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './error-handling';
import { addRateLimit, type RateLimit } from './rate-limit';
import { API_CACHE_CONTROL, ResponseCache } from './response-cache';
import type { AppContext } from './app-context';

export { API_CACHE_CONTROL } from './response-cache';
/** Largest accepted request body: a roll body is ~100 bytes (the shell's proxy applies the same limit). */
export const BODY_LIMIT = API_BODY_LIMIT;

export interface BuildAppOptions {
  content: Content;
  /** false (default) = silent; true or pino options = JSON logs. */
  logger?: FastifyServerOptions['logger'];
  /** Log one line per request (off by default: it costs throughput and the proxy logs anyway). */
  logRequests?: boolean;
  /** The clock time-dependent views (home, upcoming) are built from; tests pin it. */
  now?: () => number;
  /** Per-client limit of POST /api/prayers/roll (main.ts: ROLL_RATE_LIMIT, default 20/s burst 40); none when absent. */
  rollRateLimit?: RateLimit | null;
  /** The site's remote origins, for the CSP every response carries (main.ts: from ports.config.mjs). */
  remoteOrigins?: readonly string[];
}

/** The routes an app registered, by `METHOD /url` (405 catch-alls and HEAD twins left out). */
const registered = new WeakMap<FastifyInstance, Set<string>>();
export const registeredRoutes = (app: FastifyInstance): ReadonlySet<string> => registered.get(app) ?? new Set();

export const buildApp = ({
  content,
  logger = false,
  logRequests = false,
  now = Date.now,
  rollRateLimit = null,
  remoteOrigins = [],
}: BuildAppOptions): FastifyInstance => {
  const securityHeaders = apiSecurityHeaders(remoteOrigins);
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
    // A URL fastify cannot decode is answered before any route or hook: the headers are added here.
    frameworkErrors: (err, request, reply) => frameworkErrorHandler(err, request, reply.headers(securityHeaders)),
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const routes = new Set<string>();
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    if ((route.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed) return;
    for (const m of [route.method].flat()) if (m !== 'HEAD') routes.add(`${m} ${route.url}`);
  });
  // JSON is the only body the API reads; anything else is a 415, not a string for zod to reject.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  addApiSecurityHeaders(app, securityHeaders);
  if (rollRateLimit) addRateLimit(app, '/api/prayers/roll', rollRateLimit, now);

  const ctx: AppContext = {
    content,
    now,
    cache: new ResponseCache(API_CACHE_CONTROL, now),
    views: createViews(content),
    direct: logRequests ? null : securityHeaders,
  };
  registerHealthRoute(app, ctx);
  // Every call, from the shared contract table; health and images are server-only.
  registerContractRoutes(
    app,
    {
      general: generalHandlers(ctx),
      characters: characterHandlers(ctx),
      prayers: prayerHandlers(ctx),
      towers: towerHandlers(ctx),
      'story-cards': storyCardHandlers(ctx),
    },
    ctx.direct,
  );
  registerImageRoutes(app, ctx);
  return app;
};
