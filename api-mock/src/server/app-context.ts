import type { Content } from '../content/content-types';
import type { Views } from '../views/create-views';
import type { DirectHeaders } from './prepared-response';
import type { ResponseCache } from './response-cache';

/** What every route module gets: the content, derived views, the response cache and the clock. */
export interface AppContext {
  content: Content;
  views: Views;
  cache: ResponseCache;
  now: () => number;
  /**
   * Write prepared bodies straight to node's response with these headers besides their own (the
   * security headers); null when request logging needs fastify's reply.
   */
  direct: DirectHeaders | null;
}
