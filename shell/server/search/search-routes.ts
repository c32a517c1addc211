import { localeOf } from '../page-locale';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import { linkAsksForJpContent } from 'shared-domain/characters/spoilers';
import { manifestIn } from 'shared-domain/federation/page-manifest';
import { documentTitle } from 'shared-ui/hooks/use-page-title';
import { insertCharacterModal, asksForCharacter } from '../character-modal-html';
import { contentVersionSource } from '../content-version';
import { shellFilesOnce } from '../delivery/link-preloads';
import { UNCACHEABLE_HEADER } from '../delivery/page-cache-hook';
import { escapeStyle } from '../delivery/inline-stylesheets';
import { namesEtag } from '../if-none-match';
import { allowStyleAttributes, allowStyleElements } from '../security-headers-hook';
import { sha256Source, styleAttributeHashes } from '../security-headers';
import { asHtml, inlineManifests, withHead } from '../handlers/page-document';
import type { ShellContext } from '../handlers/shell-context';
import { variantFor, type IndexVariant } from '../../src/search/search-index-file';
import { collectSearchDocuments } from './search-documents-source';
import { searchIndexSource } from './search-index-source';
import { SEARCH_FILES_PREFIX, SEARCH_PAGE } from './search-paths';
import { acceptedEncoding } from './accepted-encoding';
import { RESULTS_PAGE_CSS, resultsPageHtml } from './results-page-html';
import { fillRoot, hasEmptyRoot } from '../root-html';

/** The plain index revalidates (a 304 while the content is the same); the hashed one never changes. */
const INDEX_CACHE_CONTROL = 'no-cache';
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How many results the page lists (the box shows fewer). */
const PAGE_RESULTS = 100;

/** The results inside the page's #root (the browser's page keeps them), its styles inline before </head>. */
function withResults(html: string, results: string): string {
  if (!hasEmptyRoot(html)) return html;
  return fillRoot(
    html.replace('</head>', () => `<style>${escapeStyle(RESULTS_PAGE_CSS)}</style></head>`),
    results,
  );
}

/** Something the server is still making: a retry in a few seconds finds it. */
const notReady = (reply: FastifyReply, message: string) =>
  reply.code(503).header('Cache-Control', 'no-store').header('Retry-After', '5').type('text/plain; charset=utf-8').send(message);

/** The first value of a query parameter as a string (a repeated or missing one reads as its first, or ''). */
const firstParam = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '');

/**
 * The site-wide search's server half: the index files (`/search/index-global.json`, `-jp.json` and
 * their content-addressed copies) and the results page `/search?q=…` (the box without script, and
 * its "see all results"). Gives the index's refresh, for the start.
 */
export function registerSearchRoutes(app: FastifyInstance, ctx: ShellContext): () => Promise<unknown> {
  const version = contentVersionSource({
    parts: [ctx.homePayload, async () => (await ctx.pageManifests()).json],
    intervalMs: 5_000,
  });
  const indexes = searchIndexSource({
    version,
    collect: (now) =>
      collectSearchDocuments(
        {
          manifests: async () => (await ctx.pageManifests()).list,
          pageServer: (id) => ctx.renderSection.pageServer(id),
          apiText: ctx.pageMetas.apiText,
          words: (locale) => ctx.renderSection.shellMessages(locale),
        },
        now,
      ),
  });

  // Sent as compressed once when it was made (never again per request: the plugin is told so).
  app.get(`${SEARCH_FILES_PREFIX}:file`, { compress: false }, async (request: FastifyRequest, reply: FastifyReply) => {
    const file = (request.params as { file: string }).file;
    const match = /^index-(global|jp)(?:\.([A-Za-z0-9_-]{16}))?\.json$/.exec(file);
    if (!match) return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('No such file');
    const built = await indexes();
    if (!built) return notReady(reply, 'The search index is not ready: try again soon.');
    const index = built[match[1] as IndexVariant];
    if (match[2] !== undefined && match[2] !== index.hash)
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('That version of the index is gone');
    reply
      .header('ETag', index.etag)
      .header('Cache-Control', match[2] !== undefined ? VERSIONED_CACHE_CONTROL : INDEX_CACHE_CONTROL)
      .header('Vary', 'Accept-Encoding');
    if (namesEtag(request.headers['if-none-match'], [index.etag])) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.type('application/json; charset=utf-8');
    if (encoding === null) return reply.send(index.text);
    return reply.header('Content-Encoding', encoding).send(index[encoding]);
  });

  app.get(SEARCH_PAGE, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const typed = firstParam(query.q);
    const url = new URL(request.url, 'http://shell.invalid');
    const jpContent = linkAsksForJpContent(url.searchParams);
    const locale = localeOf(request);
    const [rawHtml, built, known, modal, t] = await Promise.all([
      ctx.indexHtml(),
      indexes(),
      ctx.pageManifests(),
      ctx.renderSection.characterModal(request.url, locale),
      ctx.renderSection.shellMessages(locale),
    ]);
    // Only while the shell's files are being replaced: the next try finds its words.
    if (!t) return notReady(reply, 'The search page is not ready: try again soon.');
    const index = built?.[variantFor(jpContent)];
    const hits = index ? index.engine().search(typed, PAGE_RESULTS) : [];
    const manifests = known.list.map((m) => manifestIn(m, locale));
    const results = resultsPageHtml({ typed, hits, jpContent, unavailable: !index, locale, t, manifests });
    allowStyleElements(reply, [sha256Source(escapeStyle(RESULTS_PAGE_CSS))]);
    if (modal?.html) allowStyleAttributes(reply, styleAttributeHashes(modal.html));
    const page = withResults(inlineManifests(rawHtml, known), results);
    const withModal = modal ? insertCharacterModal(page, modal, shellFilesOnce(ctx)()) : page;
    if (!index || (!modal && asksForCharacter(request.url))) reply.header(UNCACHEABLE_HEADER, '1');
    const echoed = echoedText(typed);
    return asHtml(reply).send(
      await withHead(ctx, request, reply, {
        html: withModal,
        renderedTitle: documentTitle(echoed ? t('search.pageTitle', { query: echoed }) : t('search.search')),
        status: 200,
        known,
        canonical: '/search',
      }),
    );
  });
  return indexes.refresh;
}
