import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { landingPageUrl, landingPreloadLinks, withCharacterLinkPreloads } from './landing-preload';
import { siteAliases, type ShellContext } from '../handlers/shell-context';

/** The build folder listed at most once for one page, whose own preloads and dialog's both read it. */
export function shellFilesOnce({ options }: ShellContext): () => string[] {
  let files: string[] | null = null;
  return () => (files ??= fs.readdirSync(options.dist));
}

/** The preloads of a page whose handler chose none, by its URL alone. */
async function preloadLinks(ctx: ShellContext, url: string): Promise<string | undefined> {
  const files = shellFilesOnce(ctx);
  const aliases = siteAliases(await ctx.pageManifests());
  const page = landingPageUrl(url, aliases);
  const assets = page ? await ctx.landingAssets(page) : null;
  const links = landingPreloadLinks(url, ctx.options.remotes(), {
    shellFiles: files,
    manifests: ctx.preloadManifests,
    data: assets?.data,
    images: assets?.images,
    aliases,
  });
  return withCharacterLinkPreloads(links, url, ctx.options.remotes(), files);
}

/** Every HTML page gets its preloads in its `Link` header, unless its handler set them (or chose none). */
export function addDefaultLinkPreloads(app: FastifyInstance, ctx: ShellContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (request.method === 'GET' && html && !reply.hasHeader('Link') && !ctx.linksDecided.has(reply)) {
      const links = await preloadLinks(ctx, request.url);
      if (links) reply.header('Link', links);
    }
    return payload;
  });
}
