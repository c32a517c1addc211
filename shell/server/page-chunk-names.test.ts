import fs from 'node:fs';
import path from 'node:path';
import { sectionById } from 'shared-domain/federation/sections';
import { referencesIn } from '../../import-scanner.cjs';
import { remoteManifests } from '../src/routing/test-support/remote-manifests';
import { routeMatches } from './delivery/page-preload';

/**
 * The contract between each remote's routes.tsx and this server: every page chunk is named
 * `page:<route path>|…` (rspack.preload-assets.mjs), and those names are how a landing page's chunk
 * is found. A renamed or added page without a matching name would only lose its preload, so this
 * checks the names against the pages each remote's manifest declares.
 */
const ROOT = path.join(__dirname, '..', '..');

describe.each(remoteManifests().map((m) => [m.section, m] as const))('the page chunks of %s', (id, manifest) => {
  const { basePath } = sectionById(id);
  const source = fs.readFileSync(path.join(ROOT, 'remotes', id, 'src', 'routes.tsx'), 'utf8');
  const lazyImports = referencesIn(source).filter((ref) => ref.kind === 'dynamic');
  const patterns = lazyImports.flatMap((ref) => (ref.chunkName?.startsWith('page:') ? ref.chunkName.slice('page:'.length).split('|') : []));
  const pages = manifest.pages.map((p) => p.path.replace(/:\w+/g, '1'));

  it('names every lazy page import', () => {
    expect(lazyImports.length).toBeGreaterThan(0);
    for (const ref of lazyImports)
      expect([ref.specifier, ref.chunkName]).toEqual([expect.stringMatching(/^\.\//), expect.stringMatching(/^page:/)]);
  });

  it.each(pages)('%s is served by exactly one named page chunk', (pagePath) => {
    const relative = pagePath.slice(basePath.length);
    expect(patterns.filter((pattern) => routeMatches(pattern, relative))).toHaveLength(1);
  });

  it('names no path that is not a page', () => {
    for (const pattern of patterns) expect(pages.some((p) => routeMatches(pattern, p.slice(basePath.length)))).toBe(true);
  });
});
