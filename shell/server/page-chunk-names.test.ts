import fs from 'node:fs';
import path from 'node:path';
import { SECTIONS } from 'shared-domain/federation/sections';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';
import { routeMatches } from './page-preload';

/**
 * The contract between each remote's routes.tsx and this server: every page chunk is named
 * `page:<route path>|…` (rspack.preload-assets.mjs), and those names are how a landing page's chunk
 * is found. A renamed or added page without a matching name would only lose its preload, so this
 * checks the names against the canonical pages.
 */
const ROOT = path.join(__dirname, '..', '..');

describe.each(SECTIONS.map((s) => [s.id, s.basePath] as const))('the page chunks of %s', (id, basePath) => {
  const source = fs.readFileSync(path.join(ROOT, 'remotes', id, 'src', 'routes.tsx'), 'utf8');
  const lazyImports = [...source.matchAll(/\bimport\(([^)]*)\)/g)].map((m) => m[1]!);
  const patterns = lazyImports.flatMap((args) => /webpackChunkName: "page:([^"]+)"/.exec(args)?.[1]?.split('|') ?? []);
  const pages = CANONICAL_PAGES.filter((p) => p.path === basePath || p.path.startsWith(`${basePath}/`));

  it('names every lazy page import', () => {
    expect(lazyImports.length).toBeGreaterThan(0);
    for (const args of lazyImports) expect(args).toMatch(/^\/\* webpackChunkName: "page:[^"]+" \*\/ '\.\//);
  });

  it.each(pages.map((p) => p.path))('%s is served by exactly one named page chunk', (pagePath) => {
    const relative = pagePath.slice(basePath.length);
    expect(patterns.filter((pattern) => routeMatches(pattern, relative))).toHaveLength(1);
  });

  it('names no path that is not a page', () => {
    for (const pattern of patterns) expect(pages.some((p) => routeMatches(pattern, p.path.slice(basePath.length)))).toBe(true);
  });
});
