// Bundle budgets (issue 13 item 1), measured on the production builds as Chromium loads them.
//   - the home's JS: every script the home page fetches in its first 10 s after the navigation
//     starts, from every origin (the shell's and the remotes'), in the bytes transferred (the body
//     as the server sent it, compressed; headers not counted); budget ≤ 140 KB (home-scripts.ts);
//   - each section's first page beyond the shell: the home is opened and left to settle (its
//     deferred chunks, the data layer and the federation runtime, arrive at its first idle
//     moment once a pointer has moved: that is the shell a player has), then the section is
//     opened from the navbar (the prayer calendar, which has no navbar link, by a link to it);
//     what that navigation downloads is the section's cost. Budget: ≤ 60 KB gzip of JS + CSS;
//   - each section as a landing page (a fresh visit straight to its URL): everything beyond the
//     files of the home's first 10 s, printed for reference (no budget);
//   - each remote's remoteEntry.js (budget ≤ 20 KB gzip) and its exposed modules' own chunks;
//   - each unit's message catalogue in each language (from the builds' preload manifests): a section's
//     first visit loads its remote's in the page's language, budget ≤ 8 KB gzip; the shell's and
//     shared-ui's come with every page's first load, printed beside;
//   - duplicates: after visiting every section in one page, no module of React, React DOM, the
//     router, Redux (RTK, react-redux, immer, reselect) or dayjs is in two loaded chunks, and no
//     package comes in two versions (read from the chunks' source maps).
// For the sections, link prefetching is off (save-data) because prefetched files are not "initial";
// the home is loaded as a visitor's browser loads it (no save-data, no pointer moved).
// Prints bytes per file and the totals; exits non-zero on a breach, naming the file or page.
//   BENCH_ONLY=<regular expression>  only the sections whose path matches, and no duplicates scan
//                                    (the home and the remote entries always; '^/$': no section)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LOCALES } from 'shared-domain/i18n/locales';
import { REMOTE_IDS } from '../../ports.config.mjs';
import { onlyPages } from './bench-pages';
import { HOME_JS, homeJsBreaches, scriptsInWindow, transferredTotal } from './home-scripts';
import { startServers } from './serve-for-bench';

const KB = 1024;
const BUDGET = { remoteEntry: 20 * KB, sectionBeyondShell: 60 * KB, catalogue: 8 * KB };
const ROOT = path.join(__dirname, '..', '..');
/** The pages measured; `nav` names a page's navbar link, and a page without one is opened by a link put in the home. */
const SECTIONS: { remote: string; path: string; nav: string | null }[] = [
  { remote: 'characters', path: '/characters', nav: 'Characters' },
  { remote: 'prayers', path: '/prayers', nav: 'Prayers' },
  { remote: 'story-cards', path: '/story-cards', nav: 'Story Cards' },
  { remote: 'tower', path: '/stages/scarlet-devil-tower', nav: 'Scarlet Tower' },
  { remote: 'update-log', path: '/update-log', nav: 'Update Log' },
  // Issue 46's budget; reached from the prayer menu, so from the home as a link followed.
  { remote: 'prayers', path: '/prayers/calendar', nav: null },
];
const SINGLETONS = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'redux',
  'react-redux',
  'immer',
  'reselect',
  'dayjs',
];

const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const brotli = (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const breaches: string[] = [];

interface Loaded {
  url: string;
  type: string;
  body: Buffer;
  /** The body's bytes as transferred (compressed when sent so); NaN when Chromium did not say. */
  transferredBytes: number;
  encoding: string;
}
const isCode = (f: Loaded) => f.type === 'script' || f.type === 'stylesheet';

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  return context;
}

/**
 * Every response a page receives, with its body, the time its request started and the phase it
 * arrived in (`phase()` moves on: e.g. "the settled home", then "the navigation").
 */
class ResponseLog {
  private readonly files: (Loaded & { startedAt: number; phase: string })[] = [];
  private readonly pending: Promise<void>[] = [];
  private current = 'start';
  lastResponseAt = Date.now();

  constructor(page: Page) {
    page.on('response', (response) => {
      this.lastResponseAt = Date.now();
      const phase = this.current;
      const request = response.request();
      this.pending.push(
        response
          .body()
          .then(async (body) => {
            const sizes = await request.sizes().catch(() => null);
            this.files.push({
              url: response.url(),
              type: request.resourceType(),
              body,
              transferredBytes: sizes?.responseBodySize ?? NaN,
              encoding: response.headers()['content-encoding'] ?? 'none',
              startedAt: request.timing().startTime,
              phase,
            });
          })
          .catch(() => undefined),
      );
    });
  }

  phase(name: string): void {
    this.current = name;
  }

  /** The bodies of the responses so far (all arrived), of one phase or all. */
  async received(phase?: string) {
    await Promise.all(this.pending);
    return this.files.filter((f) => phase === undefined || f.phase === phase);
  }
}

/** Loads a section's `url` in a fresh context and returns every response body until the section shows and the network is idle. */
async function loadSection(browser: Browser, url: string): Promise<Loaded[]> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const log = new ResponseLog(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('[data-remote] h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await log.received();
  } finally {
    await context.close();
  }
}

/**
 * The home in a fresh context, as a visitor's browser loads it, for its first HOME_JS.windowMs from
 * the navigation's start: every response of the requests started in that time, and that start.
 */
async function homeFirstSeconds(browser: Browser, url: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const log = new ResponseLog(page);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    await page.waitForTimeout(Math.max(0, navigationStart + HOME_JS.windowMs - Date.now()));
    const files = (await log.received()).filter((f) => f.startedAt - navigationStart <= HOME_JS.windowMs);
    return { files, navigationStart };
  } finally {
    await context.close();
  }
}

const countable = (f: Loaded) => !f.url.includes('/api/') && f.type !== 'image';

/** Waits until no response has arrived for `quietMs` (at most `maxMs`). */
async function untilQuiet(page: Page, log: ResponseLog, quietMs = 3000, maxMs = 20_000) {
  const start = Date.now();
  while (Date.now() - log.lastResponseAt < quietMs && Date.now() - start < maxMs) await page.waitForTimeout(250);
}

/**
 * The page's navbar link, or for a page the navbar does not name, a plain link to it added to the
 * home's main element: the shell treats it as any link in the page (`section-links.ts`).
 */
async function linkTo(page: Page, section: (typeof SECTIONS)[number]) {
  if (section.nav) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: section.nav, exact: true });
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Opened by the bench';
    link.setAttribute('data-bench-link', '');
    document.querySelector('main')!.prepend(link);
  }, section.path);
  return page.locator('[data-bench-link]');
}

/**
 * The home in a fresh context, left until it settled (load, network idle and a quiet 3 s: its
 * idle-time chunks have arrived), then the section opened from the navbar: the files of each part.
 * The pointer moves over the page first, as a visitor's does before a click: the shell fetches what a
 * next page needs only once someone is there (visitorEngaged).
 */
async function openFromSettledHome(browser: Browser, origin: string, section: (typeof SECTIONS)[number]) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const log = new ResponseLog(page);
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.mouse.move(200, 300);
    await page.waitForLoadState('networkidle');
    await untilQuiet(page, log);
    const settled = await log.received('start');
    const loadedBefore = new Set(settled.map((f) => f.url));
    log.phase('navigation');
    await (await linkTo(page, section)).click();
    await page.locator('[data-remote] h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await untilQuiet(page, log, 1500);
    const navigation = (await log.received('navigation')).filter((f) => !loadedBefore.has(f.url));
    return { settled, navigation };
  } finally {
    await context.close();
  }
}

function printFiles(title: string, files: Loaded[]) {
  console.log(`\n${title}`);
  console.log(`  ${'gzip'.padStart(10)} ${'brotli'.padStart(10)} ${'raw'.padStart(10)}  file`);
  for (const f of [...files].sort((a, b) => b.body.length - a.body.length)) {
    const u = new URL(f.url);
    console.log(
      `  ${kb(gzip(f.body)).padStart(10)} ${kb(brotli(f.body)).padStart(10)} ${kb(f.body.length).padStart(10)}  ${f.type.padEnd(10)} ${u.host === new URL(files[0]!.url).host ? '' : u.host}${u.pathname}`,
    );
  }
  const code = files.filter(isCode);
  const gz = code.reduce((s, f) => s + gzip(f.body), 0);
  const br = code.reduce((s, f) => s + brotli(f.body), 0);
  console.log(`  ${kb(gz).padStart(10)} ${kb(br).padStart(10)}  JS + CSS total`);
  return gz;
}

/** npm package → (module file → chunks holding it), read from each loaded chunk's source map. */
async function packagesInChunks(scripts: string[]) {
  const modules = new Map<string, Map<string, Set<string>>>();
  const versions = new Map<string, Set<string>>();
  for (const url of scripts) {
    const response = await fetch(`${url.split('?')[0]}.map`);
    if (!response.ok) continue;
    const map = (await response.json()) as { sources: string[] };
    for (const source of map.sources) {
      const m = /node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(source);
      if (!m || !SINGLETONS.includes(m[2]!)) continue;
      const [, pnpmDir, name, file] = m as unknown as [string, string, string, string];
      if (!modules.has(name)) modules.set(name, new Map());
      const files = modules.get(name)!;
      if (!files.has(file)) files.set(file, new Set());
      files.get(file)!.add(new URL(url).pathname);
      if (!versions.has(name)) versions.set(name, new Set());
      versions.get(name)!.add(pnpmDir.replace(/_.*$/, ''));
    }
  }
  return { modules, versions };
}

/** Every section in one page, client-side through the navbar (one document, every remote): no package loaded twice. */
async function sharedPackages(browser: Browser, origin: string) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  for (const { nav } of SECTIONS) {
    if (!nav) continue;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true }).click();
    await page.locator('[data-remote] h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  const { modules, versions } = await packagesInChunks([...scripts]);
  console.log("\nShared packages after visiting every section (from the chunks' source maps)");
  for (const name of SINGLETONS) {
    const files = modules.get(name);
    if (!files) {
      console.log(`  ${name.padEnd(18)} not loaded`);
      continue;
    }
    const copies = Math.max(...[...files.values()].map((chunks) => chunks.size));
    const chunks = new Set([...files.values()].flatMap((c) => [...c]));
    const vs = [...(versions.get(name) ?? [])];
    console.log(`  ${name.padEnd(18)} ${copies} cop${copies === 1 ? 'y' : 'ies'}, ${vs.join(', ')}, in ${[...chunks].join(', ')}`);
    if (copies > 1) {
      const twice = [...files.entries()].filter(([, c]) => c.size > 1).map(([f, c]) => `${f} in ${[...c].join(' and ')}`);
      breaches.push(`${name} loaded twice: ${twice.slice(0, 3).join('; ')}`);
    }
    if (vs.length > 1) breaches.push(`${name} loaded in ${vs.length} versions: ${vs.join(', ')}`);
  }
  console.log(`  scripts loaded after visiting every section: ${scripts.size}`);
}

/** Each unit's catalogue per language, gzip; a remote's over BUDGET.catalogue is a breach. */
function catalogueSizes() {
  console.log(
    `\nMessage catalogues per unit and language, gzip (a remote's: budget ${kb(BUDGET.catalogue)}, with its section's first visit)`,
  );
  const sizeOf = (dist: string, files: readonly string[]) =>
    files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(fs.readFileSync(path.join(dist, f))), 0);
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shell = JSON.parse(fs.readFileSync(path.join(shellDist, 'preload-assets.json'), 'utf8')) as { groups: Record<string, string[]> };
  for (const locale of LOCALES)
    for (const [unit, group] of [
      ['shell', `messages-${locale}`],
      ['shared-ui', `shared-ui-messages-${locale}`],
    ] as const) {
      const files = shell.groups[group];
      if (!files) breaches.push(`shell/dist/preload-assets.json has no ${group} chunk`);
      else console.log(`  ${kb(sizeOf(shellDist, files)).padStart(10)}  ${unit} (${locale}), with every page's first load`);
    }
  for (const remote of REMOTE_IDS) {
    const dist = path.join(ROOT, 'remotes', remote, 'dist');
    const { messages = {} } = JSON.parse(fs.readFileSync(path.join(dist, 'page-assets.json'), 'utf8')) as {
      messages?: Record<string, string[]>;
    };
    for (const locale of LOCALES) {
      const files = messages[locale];
      if (!files) {
        breaches.push(`${remote}: its build names no ${locale} catalogue (page-assets.json messages)`);
        continue;
      }
      const size = sizeOf(dist, files);
      console.log(`  ${kb(size).padStart(10)}  ${remote} (${locale})`);
      if (size > BUDGET.catalogue) breaches.push(`${remote}: its ${locale} catalogue is ${kb(size)} gzip > ${kb(BUDGET.catalogue)}`);
    }
  }
}

async function main() {
  const site = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const { files: home, navigationStart } = await homeFirstSeconds(browser, `${site.origin}/`);
    const homeScripts = scriptsInWindow(home, navigationStart);
    console.log(`\nHome page: every script fetched in its first ${HOME_JS.windowMs / 1000} s, any origin`);
    console.log(`  ${'sent'.padStart(10)} ${'as'.padStart(6)} ${'raw'.padStart(10)} ${'at'.padStart(7)}  file`);
    for (const f of [...homeScripts].sort((a, b) => b.transferredBytes - a.transferredBytes)) {
      const u = new URL(f.url);
      const at = `${((f.startedAt - navigationStart) / 1000).toFixed(1)} s`;
      console.log(
        `  ${kb(f.transferredBytes).padStart(10)} ${f.encoding.padStart(6)} ${kb(f.body.length).padStart(10)} ${at.padStart(7)}  ${u.origin === site.origin ? '' : u.host}${u.pathname}`,
      );
    }
    console.log(`  ${kb(transferredTotal(homeScripts)).padStart(10)}  JS transferred (${homeScripts.length} scripts)`);
    console.log(`  budget: home JS ≤ ${kb(HOME_JS.budgetBytes)} transferred in its first ${HOME_JS.windowMs / 1000} s`);
    breaches.push(...homeJsBreaches(homeScripts));
    printFiles(`Home page: every file of its first ${HOME_JS.windowMs / 1000} s, compressed here (reference)`, home);
    const shell = new Set(home.map((f) => f.url.split('?')[0]));

    const summary: string[] = [];
    const sections = onlyPages(SECTIONS.map((section) => ({ ...section, label: section.path })));
    for (const section of sections) {
      const { settled, navigation } = await openFromSettledHome(browser, site.origin, section);
      if (section === sections[0])
        printFiles(
          `Home page once settled (a pointer moved): code it fetched beyond its first ${HOME_JS.windowMs / 1000} s`,
          settled.filter((f) => isCode(f) && !shell.has(f.url.split('?')[0])),
        );
      const fromHome = printFiles(
        `${section.path}: first page opened from the settled home (API data and images not counted)`,
        navigation.filter(countable),
      );
      if (fromHome > BUDGET.sectionBeyondShell)
        breaches.push(`${section.path}: first page ${kb(fromHome)} gzip beyond the shell > ${kb(BUDGET.sectionBeyondShell)}`);
      const files = await loadSection(browser, `${site.origin}${section.path}`);
      const beyond = files.filter((f) => !shell.has(f.url.split('?')[0]) && countable(f));
      const landing = printFiles(`${section.path}: a fresh visit landing on it, files beyond the home's first 10 s (reference)`, beyond);
      summary.push(`  ${section.path.padEnd(28)} ${kb(fromHome).padStart(9)} ${kb(landing).padStart(9)}`);
    }
    console.log(`\nSections, JS + CSS gzip: ${'from home'.padStart(9)} ${'landing'.padStart(9)}\n${summary.join('\n')}`);
    console.log(
      `  budget: a section's first page ≤ ${kb(BUDGET.sectionBeyondShell)} gzip of JS + CSS beyond the shell (opened from the settled home)`,
    );

    if (process.env.BENCH_ONLY) console.log('\nShared packages: not scanned (BENCH_ONLY)');
    else await sharedPackages(browser, site.origin);
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log("\nremoteEntry.js and exposed modules per remote (from each build's mf-manifest.json)");
  console.log(`  ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}  file`);
  for (const remote of REMOTE_IDS) {
    const dist = path.join(ROOT, 'remotes', remote, 'dist');
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
    };
    const entry = fs.readFileSync(path.join(dist, 'remoteEntry.js'));
    console.log(
      `  ${kb(gzip(entry)).padStart(10)} ${kb(brotli(entry)).padStart(10)}  ${remote}/remoteEntry.js (budget ${kb(BUDGET.remoteEntry)})`,
    );
    if (gzip(entry) > BUDGET.remoteEntry) breaches.push(`${remote}/remoteEntry.js ${kb(gzip(entry))} gzip > ${kb(BUDGET.remoteEntry)}`);
    for (const expose of manifest.exposes) {
      for (const file of [...expose.assets.js.sync, ...expose.assets.css.sync]) {
        const body = fs.readFileSync(path.join(dist, file));
        console.log(`  ${kb(gzip(body)).padStart(10)} ${kb(brotli(body)).padStart(10)}  ${remote}/${file} (${expose.path})`);
      }
    }
  }

  catalogueSizes();

  if (breaches.length > 0) {
    console.error(`\nBundle budget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll bundle budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
