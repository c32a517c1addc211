import { splitLocaleUrl } from '../page-locale';
import type { FastifyInstance } from 'fastify';
import { sectionForPath } from 'shared-domain/federation/sections';
import { declaredPage, pageWords } from '../document-head';
import { createPreviewImages, PREVIEW_PREFIX } from '../preview-image';
import { siteWords } from './page-document';
import type { ContextBase, ShellContext } from './shell-context';

/** The preview images a page's head names, drawn here from the site's art. */
export function previewImages(ctx: ContextBase) {
  return createPreviewImages({
    fetchArt: async (imagePath) => {
      const response = await fetch(new URL(imagePath, ctx.options.apiUrl), { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      return response?.ok ? response.text() : null;
    },
    // An image named by another server of the site (or by this one before a restart): its page's card now.
    cardOf: async (page) => {
      const [known, html] = await Promise.all([ctx.pageManifests(), ctx.indexHtml()]);
      // The page is named with its language's prefix: its card is in that language.
      const { locale, url: path } = splitLocaleUrl(page);
      const url = new URL(path, 'http://shell.invalid');
      const { card } = await siteWords(ctx, html, locale);
      return pageWords({
        canonicalPath: path,
        declared: declaredPage(known.list, url.pathname, locale),
        renderedTitle: sectionForPath(url.pathname) ? null : (ctx.renderSection.shellPage(path, locale)?.head.title ?? null),
        meta: (await ctx.pageMetas(url, 3_000, locale)) ?? null,
        ...card,
      }).card;
    },
  });
}

export function registerPreviewRoute(app: FastifyInstance, { previews }: ShellContext): void {
  app.get(`${PREVIEW_PREFIX}:file`, async (request, reply) => {
    const hash = /^([0-9a-f]{20})\.png$/.exec((request.params as { file: string }).file)?.[1];
    const page = (request.query as Record<string, unknown>)[previews.pageParam];
    const png = hash ? await previews.png(hash, typeof page === 'string' ? page : null).catch(() => null) : null;
    if (!png) return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('No such preview');
    // Its URL is its content's hash: a change of content is a new URL.
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/png').send(png);
  });
}
