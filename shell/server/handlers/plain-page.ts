import type { FastifyReply, FastifyRequest } from 'fastify';
import { sectionForPath } from 'shared-domain/federation/sections';
import { documentTitle, type PageHead } from 'shared-ui/hooks/use-page-title';
import { aliasTarget } from '../canonical-url';
import { declaredPage } from '../document-head';
import type { KnownManifests } from '../page-manifests';
import { asHtml, inlineManifests, insertRenderedPage, withHead, withShellStylesInline } from './page-document';
import { siteAliases, type ShellContext } from './shell-context';
import { localeOf } from '../page-locale';
import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import type { ShellPage } from '../section-ssr';
import { allowStyleAttributes } from '../security-headers-hook';
import { styleAttributeHashes } from '../security-headers';

/** The browser renders the page: the HTML as built, with the head the server could learn for it. */
export async function plainPage(
  ctx: ShellContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pageHead: Promise<PageHead | null> | PageHead | null,
) {
  const [rawHtml, head, known] = await Promise.all([ctx.indexHtml(), pageHead, ctx.pageManifests()]);
  const html = inlineManifests(rawHtml, known);
  const status = head?.status ?? 200;
  return asHtml(reply.code(status)).send(await withHead(ctx, request, reply, { html, renderedTitle: head?.title ?? null, status, known }));
}

/** A section page's title as its manifest declares it, for one not rendered. */
function declaredHead(known: KnownManifests, pathname: string, locale: Locale): PageHead | null {
  const declared = declaredPage(known.list, pathname, locale);
  return declared && { title: documentTitle(declared.title), status: 200 };
}

/** An alias redirects in the browser: its HTML is titled like the page it leads to. */
export async function aliasHead(
  { renderSection, pageManifests }: ShellContext,
  target: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PageHead | null> {
  const page = new URL(target, 'http://shell.invalid');
  const head = sectionForPath(page.pathname)
    ? ((await renderSection(target, locale))?.head ?? declaredHead(await pageManifests(), page.pathname, locale))
    : (renderSection.shellPage(target, locale)?.head ?? null);
  return head && { ...head, status: 200 };
}

/**
 * A shell page rendered here (the browser hydrates it): it paints with its content, the shell's
 * stylesheets inline as the home carries them, and its links and menu work before any script has run.
 */
async function renderedShellPage(ctx: ShellContext, request: FastifyRequest, reply: FastifyReply, page: ShellPage) {
  const [rawHtml, known] = await Promise.all([ctx.indexHtml(), ctx.pageManifests()]);
  const html = inlineManifests(await withShellStylesInline(ctx, reply, rawHtml), known);
  allowStyleAttributes(reply, styleAttributeHashes(page.html));
  const status = page.head.status;
  const body = insertRenderedPage(html, page.html, page.at);
  return asHtml(reply.code(status)).send(
    await withHead(ctx, request, reply, { html: body, renderedTitle: page.head.title, status, known }),
  );
}

/** A page outside the sections (the shell's own, an alias, or none: the 404 page). */
export async function servePage(ctx: ShellContext, request: FastifyRequest, reply: FastifyReply) {
  const target = aliasTarget(request.url, siteAliases(await ctx.pageManifests()));
  const locale = localeOf(request);
  // An alias redirects in the browser: its HTML is the plain page, titled like the page it leads to.
  if (target !== null) return plainPage(ctx, request, reply, aliasHead(ctx, target, locale));
  const page = ctx.renderSection.shellPage(request.url, locale);
  return page ? renderedShellPage(ctx, request, reply, page) : plainPage(ctx, request, reply, null);
}
