import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, localePath, preferredLocale, splitLocalePath, type Locale } from 'shared-domain/i18n/locales';
import { localeOf } from '../page-locale';

/** The cookie that keeps a player's choice of language (set by the switcher's link). */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_S = 365 * 24 * 3600;

/** The language a request's cookie chose, if any. */
export function chosenLocale(cookieHeader: string | undefined): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
  return isLocale(value) ? value : null;
}

/** Where a switcher's `next` may lead: a path of this site (not another origin), without a language prefix. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  const end = next.search(/[?#]/);
  const { path } = splitLocalePath(end < 0 ? next : next.slice(0, end));
  return path + (end < 0 ? '' : next.slice(end));
}

/**
 * The language switcher's endpoint (a plain link, so it works without script): remembers the
 * choice in a cookie and leads to the same page in that language. And a first visit, with no
 * choice made, to a page without a language prefix follows the browser's `Accept-Language`.
 */
export function registerLanguageChoice(app: FastifyInstance, isPage: (method: string, url: string) => boolean): void {
  app.get('/set-language', async (request, reply) => {
    const { lang, next } = request.query as Record<string, unknown>;
    if (!isLocale(lang)) return reply.code(400).type('text/plain; charset=utf-8').send(`Unknown language: use one of lang=en, lang=ja.`);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Set-Cookie', `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`)
      .redirect(localePath(safeNext(next), lang), 303);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isPage(request.method, request.url) || localeOf(request) !== DEFAULT_LOCALE) return;
    // The English page differs by these two for a visitor who has not chosen (a cache keeps each apart).
    reply.header('Vary', 'Accept-Language, Cookie');
    if (chosenLocale(request.headers.cookie) !== null) return;
    const wanted = preferredLocale(request.headers['accept-language']);
    if (wanted !== DEFAULT_LOCALE) return reply.header('Cache-Control', 'no-store').redirect(localePath(request.url, wanted), 302);
  });
}
