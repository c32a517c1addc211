import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type Page, type Request } from '@playwright/test';
import type { PrayerListNextResponse, PrayerListResponse, PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { cached, store, treeDigest } from '../../shell/scripts/lib/build-cache.mjs';

/** The shell's own pages and their headings; each section's pages come from its remote's manifest. */
const SHELL_PAGES = [
  { path: '/', heading: 'Touhou LostWord Tracker' },
  { path: '/settings', heading: 'Settings' },
  { path: '/menu', heading: 'Menu' },
  { path: '/offline', heading: 'You are offline' },
  { path: '/404', heading: 'Error Page Not Found' },
];

/** The WCAG levels the accessibility gate holds every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail the gate: serious and critical. */
export const isBlocking = (violation: { impact?: string | null }) => violation.impact === 'serious' || violation.impact === 'critical';

/**
 * axe for the gate, on `page`. Legacy mode runs axe in the page itself (no extra page per scan).
 * Only violations are read, so axe builds no selector for every passing node (most of a scan's time
 * on a long page); it finds the same violations. `options` replaces every option, so it comes first.
 */
export const axeFor = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);

/** Pages whose heading is their data's, not their manifest title (the remotes' route tests say the same). */
const REFINED_HEADINGS: Record<string, RegExp> = {
  '/prayers/info/1': /Prayer/, // the prayer's name ('Standard Prayer'), or 'Prayer' while it loads
  '/prayers/forever-prayer': /Forever Prayer/,
  '/stages/scarlet-devil-tower': /^Floor #\d+$/,
};

/** Every remote's declared pages (remotes/<name>/src/page-manifest.json), a `:name` segment written as `1`. */
function manifestPages(): { path: string; heading: string | RegExp }[] {
  const remotes = path.join(__dirname, '..', '..', 'remotes');
  return fs
    .readdirSync(remotes)
    .sort()
    .map((remote) => path.join(remotes, remote, 'src', 'page-manifest.json'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: { path: string; title: string }[] }).pages)
    .map(({ path: declared, title }) => {
      const opened = declared.replace(/:\w+/g, '1');
      return { path: opened, heading: REFINED_HEADINGS[opened] ?? title };
    });
}

/** Every page of the site with the heading it shows: the shell's own and every remote's. */
export const SITE_PAGES: ReadonlyArray<{ path: string; heading: string | RegExp }> = [...SHELL_PAGES, ...manifestPages()];

/** The heading a page must show (prayer detail pages share one pattern). */
export function expectedHeading(pathname: string): string | RegExp {
  const page = SITE_PAGES.find((p) => p.path === pathname);
  if (page) return page.heading;
  if (/^\/prayers\/info\/[^/]+$/.test(pathname)) return /Prayer/;
  throw new Error(`no page at ${pathname}`);
}

/**
 * The section's page has hydrated: a page the shell's server rendered shows before its scripts
 * have run, and a click on it before then does nothing (the server's HTML has no handlers).
 */
export async function hydrated(page: Page) {
  await expect(page.locator('#root[data-server-rendered-section]')).toHaveCount(0);
}

/**
 * Until the server answers `path` with its rendering (`rendered`: a section page by default). A
 * render that misses its deadline on a busy machine sends the browser's page instead, and is kept
 * for the next request: a journey about the server's page asks for it first.
 */
export async function untilServerRendered(request: APIRequestContext, path: string, rendered = /data-server-rendered-(at|section)=/) {
  await expect
    .poll(async () => rendered.test(await (await request.get(path, { headers: { Accept: 'text/html' } })).text()), {
      message: `the server renders ${path}`,
    })
    .toBe(true);
}

/** The preloads a server-rendered page starts with its entry script (the list its inline loader reads). */
export const entryPreloads = (html: string): { href: string; as: string; crossorigin?: boolean }[] =>
  JSON.parse(/<script type="application\/json" id="entry-preloads">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');

/** What a page's response preloads, as written: its `Link` header's, then the list its loader starts. */
export async function preloadedBy(response: Pick<APIResponse, 'headers' | 'text'> | null): Promise<string[]> {
  const header = [...(response?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
  return [...header, ...entryPreloads((await response?.text()) ?? '').map((p) => p.href)];
}

/** The shell's code has taken over a server-rendered page (it runs once the page has painted, and the load event may come first). */
export async function started(page: Page) {
  await expect(page.locator('#root[data-server-rendered-at]')).toHaveCount(0);
}

/**
 * Exactly one <h1>, with the expected text, on a page whose code has started: a server-rendered
 * page shows its heading before the shell's script has run (it runs once the page has painted, and
 * the load event may come first), and a click before then would find no handler.
 */
export async function expectHeading(page: Page, heading: string | RegExp) {
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
  await started(page);
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// ---------------------------------------------------------------------------------------------
// Fixture remotes: a remote built in the test from other sources (an older commit of the shared
// packages, a newer shared version, a page written by the test), served on a port of its own and
// swapped into /remotes.json for one page only, so parallel tests never see it.

const REPO = path.join(__dirname, '..', '..');

/**
 * The committed content's records of one kind (api-mock/content/<kind>/*.json). The API answers for
 * today; a journey that needs an item ahead of the page's clock takes it from here and sets the clock.
 */
export function contentRecords<T>(kind: string): T[] {
  const dir = path.join(REPO, 'api-mock', 'content', kind);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T);
}
const COPIED = [
  'rspack.factory.mjs',
  'rspack.preload-assets.mjs',
  'rspack.precompress.mjs',
  'rspack.shared-singletons.cjs',
  'import-scanner.cjs',
  'messages-compiler.cjs',
  'ports.config.mjs',
  'pnpm-workspace.yaml',
];

export interface FixtureRemote {
  /** The section whose remote this replaces, e.g. 'update-log'. */
  remote: string;
  /** Take the remote and the shared packages from this commit instead of the working tree. */
  ref?: string;
  /** Change the copied sources before the build (paths relative to the copy's root). */
  edit?: (root: string) => void;
  /** Shows as data-remote-build on the section. */
  buildId: string;
  /** Build its server bundle too (ssr/routes.js), as a deploy the shell's server renders from. */
  serverBundle?: boolean;
}

/** The newest commit whose shared-ui / shared-domain sources differ from the working tree's. */
export function previousSharedCommit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  const candidates = [
    'HEAD',
    ...git('log', '--format=%H', '-n', '30', '--', 'shared-ui/src', 'shared-domain/src').split('\n').filter(Boolean),
  ];
  for (const commit of candidates) {
    try {
      git('diff', '--quiet', commit, '--', 'shared-ui/src', 'shared-domain/src');
    } catch {
      return commit; // `git diff --quiet` exits 1 when they differ
    }
  }
  throw new Error('no earlier version of shared-ui / shared-domain in the last 30 commits');
}

/** A node_modules of symlinks to the real one, with the workspace packages pointed at the copy. */
function linkNodeModules(realDir: string, copyDir: string, root: string) {
  const modules = path.join(copyDir, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  for (const entry of fs.readdirSync(path.join(realDir, 'node_modules'))) {
    const target = entry === 'shared-ui' || entry === 'shared-domain' ? path.join(root, entry) : path.join(realDir, 'node_modules', entry);
    fs.symlinkSync(target, path.join(modules, entry));
  }
}

/** The fixture's sources in a fresh folder, with node_modules of links to the real ones. */
function prepareFixture(root: string, { remote, ref, edit }: FixtureRemote) {
  const parts = ['shared-ui', 'shared-domain', `remotes/${remote}`, ...COPIED];
  if (ref) {
    // Only what existed at that commit (a build file added since is simply not there).
    const atRef = parts.filter((part) => {
      try {
        execFileSync('git', ['cat-file', '-e', `${ref}:${part}`], { cwd: REPO, stdio: 'pipe' });
        return true;
      } catch {
        return false;
      }
    });
    execFileSync('sh', ['-c', `git archive --format=tar ${ref} ${atRef.join(' ')} | tar -x -C "${root}"`], { cwd: REPO, stdio: 'pipe' });
  } else {
    for (const part of parts) {
      fs.cpSync(path.join(REPO, part), path.join(root, part), {
        recursive: true,
        filter: (src) => !/[\\/](node_modules|dist|dist-dev)([\\/]|$)/.test(path.relative(REPO, src)),
      });
    }
  }
  for (const pkg of ['shared-ui', 'shared-domain', `remotes/${remote}`]) linkNodeModules(path.join(REPO, pkg), path.join(root, pkg), root);
  // The build's own tools at the root (the message compiler's @messageformat/core and @swc/core).
  linkNodeModules(REPO, root, root);
  edit?.(root);
  return parts;
}

/**
 * The fixture's build folder (rspack, production). Built once per digest of its sources, build id
 * and the installed packages, and kept in the build cache (shell/scripts/lib/build-cache.mjs):
 * a journey run again, retried or on another worker gets the same folder without a build. The
 * folder is shared: copy from it, never change it.
 */
export function buildFixtureRemote(fixture: FixtureRemote): string {
  const { remote, buildId, serverBundle = false } = fixture;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `tlw-fixture-${remote}-`));
  try {
    const parts = prepareFixture(root, fixture);
    const env = { ...process.env, REMOTE_BUILD_ID: buildId };
    const key = treeDigest(root, parts, {
      env,
      extra: JSON.stringify({ remote, serverBundle, lock: treeDigest(REPO, ['pnpm-lock.yaml']) }),
    });
    const hit = cached('fixtures', key);
    if (hit) return path.join(hit, 'dist');
    const dir = path.join(root, 'remotes', remote);
    const configs = serverBundle ? [[], ['-c', 'rspack.ssr.config.mjs']] : [[]];
    const entry = store(
      'fixtures',
      key,
      (folder) => {
        for (const config of configs) {
          execFileSync(path.join(dir, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', ...config], {
            cwd: dir,
            env: { ...env, RSPACK_OUT_DIR: path.join(folder, 'dist') },
            stdio: 'pipe',
          });
        }
      },
      { keep: 12 },
    );
    return path.join(entry, 'dist');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

/** Serves a build folder (with CORS, as the remote servers do) on a free port. */
export async function serveFolder(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** This page's /remotes.json sends `remote` to the fixture's manifest; every other remote is unchanged. */
export async function useRemoteFrom(page: Page, remote: string, origin: string) {
  await page.route('**/remotes.json', async (route) => {
    // A link the browser follows (to a section this page has not loaded) may leave the page while
    // its table is on the way: the request went with the page, and the next page asks again.
    const response = await route.fetch().catch(() => null);
    const manifest = (await response?.json().catch(() => null)) as Record<string, { name: string; entry: string }> | null;
    if (!response || !manifest) return;
    manifest[remote] = { name: manifest[remote]!.name, entry: `${origin}/mf-manifest.json` };
    await route.fulfill({ response, json: manifest }).catch(() => undefined);
  });
}

/** Replaces a fixture remote's source with the given files (src/ is emptied first). */
export function writeRemoteSource(root: string, remote: string, files: Record<string, string>) {
  const src = path.join(root, 'remotes', remote, 'src');
  // The fixture replaces the section's code, not the pages it declares (its build publishes them).
  const manifest = path.join(src, 'page-manifest.json');
  const pages = fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8') : null;
  fs.rmSync(src, { recursive: true, force: true });
  for (const [file, text] of Object.entries(pages === null ? files : { 'page-manifest.json': pages, ...files })) {
    fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
    fs.writeFileSync(path.join(src, file), text);
  }
}

/** Errors thrown in the page (uncaught), collected for a "no undefined is not a function" check. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Collects the shell's "[ssr] rendered afresh" reports (a difference between the server's HTML and the browser's render). */
export function ssrDifferences(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[ssr]')) seen.push(message.text());
  });
  return seen;
}

/**
 * Whether none of the page's requests (those `ignore` names aside) has been under way for the
 * last `quietMs`: the page has fetched all it was going to, for now.
 */
export function requestsQuiet(page: Page, ignore: (url: string) => boolean = () => false): (quietMs: number) => boolean {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const track = (add: boolean) => (request: Request) => {
    if (ignore(request.url())) return;
    if (add) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  return (quietMs) => inFlight.size === 0 && Date.now() - lastChange >= quietMs;
}

/** What a raw GET answers. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GETs on `site` with exactly the headers given (Playwright's own client adds an Accept header). */
export const rawGetFrom =
  (site: string) =>
  (path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      http
        .get(new URL(path, site), { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

/** Every prayer of the API's list: get-list, then get-list-2 from the last id until a page is the last. */
export async function allPrayers(request: APIRequestContext): Promise<PrayerSummary[]> {
  const first = (await (await request.get('/api/prayers/get-list')).json()) as PrayerListResponse;
  const list = [...first.content];
  let isLast = first.isLast;
  while (!isLast) {
    const next = (await (await request.get(`/api/prayers/get-list-2?last=${list.at(-1)!.id}`)).json()) as PrayerListNextResponse;
    list.push(...next.content);
    isLast = next.isLast || next.content.length === 0;
  }
  return list;
}
