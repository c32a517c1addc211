import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from 'shared-domain/i18n/locales';

const locales = new WeakMap<IncomingMessage, Locale>();

/**
 * The URL a request is routed by: a page's language prefix comes off (`/ja/…` is routed as `/…`), so every handler serves both languages; the request remembers its language.
 */
export function routedUrl(raw: IncomingMessage): string {
  const { locale, url } = splitLocaleUrl(raw.url ?? '/');
  if (locale !== DEFAULT_LOCALE) locales.set(raw, locale);
  return url;
}

/** A site URL's language and the URL without its prefix, its query kept. */
export function splitLocaleUrl(url: string): { locale: Locale; url: string } {
  const end = url.search(/[?#]/);
  const { locale, path } = splitLocalePath(end < 0 ? url : url.slice(0, end));
  return { locale, url: path + (end < 0 ? '' : url.slice(end)) };
}

/** The language of the page a request asks for. */
export const localeOf = (request: FastifyRequest): Locale => locales.get(request.raw) ?? DEFAULT_LOCALE;
