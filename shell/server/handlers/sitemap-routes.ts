import type { FastifyInstance } from 'fastify';
import { SECTIONS } from 'shared-domain/federation/sections';
import { robotsTxt, SITEMAP_FILE, sitemapDocuments, sitemapSource } from '../sitemap';
import { originOf, type ShellContext } from './shell-context';

/** Every shareable path: the manifests' pages and each section's entities, as its remote lists them. */
function sitemapPaths({ pageManifests, renderSection, pageMetas }: ShellContext) {
  return sitemapSource({
    paths: async () => {
      const known = await pageManifests();
      const pagePaths = known.list.flatMap((m) => m.pages.map((p) => p.path)).filter((p) => !p.includes(':'));
      const t = Date.now();
      const bySection = await Promise.all(
        SECTIONS.map(async (section) => {
          const server = await renderSection.pageServer(section.id).catch(() => null);
          if (!server) return null;
          // A section that cannot list its URLs now (the API slow to answer) leaves the sitemap incomplete: made again soon.
          return server.sitemapUrls ? await server.sitemapUrls(pageMetas.apiText, t).catch(() => null) : [];
        }),
      );
      const complete = bySection.every((paths) => paths !== null) && known.list.length === SECTIONS.length;
      return { paths: ['/', ...pagePaths, ...bySection.flatMap((paths) => paths ?? [])], complete };
    },
  });
}

/** robots.txt, the sitemap index and its files; gives the sitemap's refresh, for the start. */
export function registerSitemapRoutes(app: FastifyInstance, ctx: ShellContext): () => Promise<string[]> {
  const paths = sitemapPaths(ctx);
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(ctx, request))),
  );
  // A sitemap still missing a section (made again within seconds) must not be kept by nginx or a CDN for long.
  const cacheControl = () => (paths.complete() ? 'public, max-age=600' : 'no-cache');
  app.get('/sitemap.xml', async (request, reply) => {
    const { index } = sitemapDocuments(originOf(ctx, request), await paths());
    return reply.header('Cache-Control', cacheControl()).type('application/xml; charset=utf-8').send(index);
  });
  app.get(SITEMAP_FILE(0).replace('0.xml', ':file'), async (request, reply) => {
    const n = Number(/^([1-9]\d{0,4})\.xml$/.exec((request.params as { file: string }).file)?.[1] ?? 0);
    const file = n > 0 ? sitemapDocuments(originOf(ctx, request), await paths()).files[n - 1] : undefined;
    if (!file) return reply.code(404).type('text/plain').send('No such sitemap');
    return reply.header('Cache-Control', cacheControl()).type('application/xml; charset=utf-8').send(file);
  });
  return paths.refresh;
}
