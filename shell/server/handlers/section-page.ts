import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverQueriesElement } from '../../src/ssr/server-queries';
import { entryPreloadsElement, splitForPaint } from '../delivery/entry-preloads';
import { aliasTarget, canonicalPath } from '../canonical-url';
import { landingPageUrl, landingPreloadLinks, withCharacterLinkPreloads } from '../delivery/landing-preload';
import { UNCACHEABLE_HEADER } from '../delivery/page-cache-hook';
import { asksForCharacter, insertCharacterModal } from '../character-modal-html';
import { insertRenderedSection, stylesheetsFromLinks, withoutPreloadsLinkedBy } from '../section-ssr';
import { allowStyleAttributes } from '../security-headers-hook';
import { styleAttributeHashes } from '../security-headers';
import { shellFilesOnce } from '../delivery/link-preloads';
import { asHtml, inlineManifests, inlineStyles, metaFor, withHead } from './page-document';
import { aliasHead, plainPage } from './plain-page';
import { siteAliases, type ShellContext } from './shell-context';
import { localeOf } from '../page-locale';

/**
 * A section's page: rendered here when it can be, with the stylesheets it needs before it paints
 * and its preloads in the `Link` header; otherwise the plain page, which the browser renders.
 */
export async function sectionPage(ctx: ShellContext, request: FastifyRequest, reply: FastifyReply) {
  const known = await ctx.pageManifests();
  const aliases = siteAliases(known);
  const canonical = canonicalPath(request.url, aliases);
  // The link's head is asked for while the page renders (withHead finds it under way).
  void metaFor(ctx, request, canonical);
  const locale = localeOf(request);
  const target = aliasTarget(request.url, aliases);
  if (target !== null) return plainPage(ctx, request, reply, aliasHead(ctx, target, locale));
  const page = landingPageUrl(request.url, aliases);
  const [rawHtml, rendered, assets, modal] = await Promise.all([
    ctx.indexHtml(),
    ctx.renderSection(request.url, locale),
    page ? ctx.landingAssets(page) : null,
    ctx.renderSection.characterModal(request.url, locale),
  ]);
  // Without what the page loads first (not known in time) the page is not kept: the next visitor gets the preloads.
  if (assets && !assets.complete) reply.header(UNCACHEABLE_HEADER, '1');
  const html = inlineManifests(rawHtml, known);
  const files = shellFilesOnce(ctx);
  const links = landingPreloadLinks(request.url, ctx.options.remotes(), {
    shellFiles: files,
    manifests: ctx.preloadManifests,
    data: assets?.data,
    images: assets?.images,
    serverRendered: rendered !== null,
    aliases,
    locale,
  });
  // A `?character=` link's dialog comes after the page's own preloads, and is no stylesheet of the page.
  const withModal = (header: string | undefined) => withCharacterLinkPreloads(header, request.url, ctx.options.remotes(), files);
  if (links) reply.header('Link', withModal(links));
  asHtml(reply);
  // Without a render, the title its remote tells for the link, else the one its manifest declares;
  // such a page is not kept (the next visitor gets the rendered one).
  if (!rendered)
    return reply
      .header(UNCACHEABLE_HEADER, '1')
      .send(await withHead(ctx, request, reply, { html, renderedTitle: null, status: 200, known, canonical }));
  // The title and status the page set while it rendered (the section's own 404 page is a 404).
  const status = rendered.head?.status ?? 200;
  reply.code(status);
  // Its stylesheets travel inside it (all of them, or none: their order is the cascade's).
  const hrefs = stylesheetsFromLinks(links);
  const inline = await inlineStyles(ctx, reply, hrefs);
  allowStyleAttributes(reply, styleAttributeHashes(rendered.html + (modal?.html ?? '')));
  // The page paints with what it carries: what it hydrates with is asked for once it has painted (entry-preloads.ts).
  const { header, withEntry } = splitForPaint(withModal(inline !== null && links ? withoutPreloadsLinkedBy(links, html, hrefs) : links));
  if (header) reply.header('Link', header);
  else reply.removeHeader('Link');
  ctx.linksDecided.add(reply);
  const styles = inline !== null ? { inline, hrefs } : { links: hrefs };
  // The list in the head: the loader reads it at the first paint, while the parser is still at the body.
  const withList = html.replace('</head>', () => `${entryPreloadsElement(withEntry)}</head>`);
  const section = insertRenderedSection(withList, rendered, styles, serverQueriesElement(rendered.queries));
  // A `?character=` link shows its modal with the page (a tap before the scripts ran got here);
  // without it (not rendered in time) the page is not kept: the next visitor gets the modal.
  const body = modal ? insertCharacterModal(section, modal, files()) : section;
  if (!modal && asksForCharacter(request.url)) reply.header(UNCACHEABLE_HEADER, '1');
  return reply.send(
    await withHead(ctx, request, reply, { html: body, renderedTitle: rendered.head?.title ?? null, status, known, canonical }),
  );
}
