import type { FastifyReply, FastifyRequest } from 'fastify';
import { sectionForPath } from 'shared-domain/federation/sections';
import { documentTitle, type PageHead } from 'shared-ui/hooks/use-page-title';
import { aliasTarget } from '../canonical-url';
import { declaredPage } from '../document-head';
import type { KnownManifests } from '../page-manifests';
import { asHtml, inlineManifests, withHead } from './page-document';
import { siteAliases, type ShellContext } from './shell-context';
import { localeOf } from '../page-locale';
import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';

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
    : renderSection.shellPageHead(target, locale);
  return head && { ...head, status: 200 };
}

/** A page outside the sections (the shell's own, an alias, or none: the 404 page). */
export async function servePage(ctx: ShellContext, request: FastifyRequest, reply: FastifyReply) {
  const target = aliasTarget(request.url, siteAliases(await ctx.pageManifests()));
  const locale = localeOf(request);
  return plainPage(
    ctx,
    request,
    reply,
    target !== null ? aliasHead(ctx, target, locale) : ctx.renderSection.shellPageHead(request.url, locale),
  );
}
