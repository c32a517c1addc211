// Bundle budgets, measured on the production builds as a browser loads them.
//   - initial JS of the home page (everything the browser fetches before it settles, with
//     prefetching off because it is not "initial"): at most 160 KB gzip in total;
//   - each remote's remoteEntry.js: at most 40 KB gzip;
//   - react-dom and react-router never loaded twice while visiting every section.
// Prints bytes per file and the totals; exits non-zero on a breach.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServers } from './serve-for-bench';

const KB = 1024;
const BUDGET = { initialJs: 160 * KB, remoteEntry: 40 * KB };
const ROOT = path.join(__dirname, '..', '..');
const REMOTES = ['characters', 'prayers', 'story-cards', 'tower', 'update-log'];
// Strings that exist once per bundled copy of a library (checked in the production builds).
const SIGNATURES = {
  'react-dom': '__reactContainer$',
  'react-router': 'may be used only in the context of a <Router> component',
};

const gzip = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
const breaches: string[] = [];

async function main() {
  const site = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const js = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      js.set(response.url(), await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${site.origin}/`, { waitUntil: 'networkidle' });
    const initial = [...js.entries()].map(([url, body]) => ({ url, raw: body.length, gz: gzip(body) }));
    console.log('\nInitial JS of the home page');
    for (const f of initial.sort((a, b) => b.gz - a.gz)) console.log(`  ${kb(f.gz).padStart(10)} gz  ${kb(f.raw).padStart(10)} raw  ${new URL(f.url).pathname}`);
    const total = initial.reduce((s, f) => s + f.gz, 0);
    console.log(`  ${kb(total).padStart(10)} gz total (budget ${kb(BUDGET.initialJs)})`);
    if (total > BUDGET.initialJs) breaches.push(`home initial JS ${kb(total)} > ${kb(BUDGET.initialJs)}`);

    // Visit every section in one page and count copies of React DOM and the router.
    // Client-side, through the navbar: one document, every remote.
    for (const name of ['Characters', 'Prayers', 'Story Cards', 'Scarlet Tower', 'Update Log']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await page.locator('[data-remote] h1').waitFor();
      await page.waitForLoadState('networkidle');
    }
    console.log('\nCopies loaded while visiting every section');
    for (const [lib, signature] of Object.entries(SIGNATURES)) {
      const copies = [...js.entries()].filter(([, body]) => body.includes(signature)).map(([url]) => new URL(url).pathname);
      console.log(`  ${lib}: ${copies.length} (${copies.join(', ')})`);
      if (copies.length !== 1) breaches.push(`${lib} loaded ${copies.length} times`);
    }
    const all = [...js.values()].reduce((s, b) => s + gzip(b), 0);
    console.log(`  all JS after visiting every section: ${kb(all)} gz`);
  } finally {
    await browser.close();
    await site.stop();
  }

  console.log('\nremoteEntry.js per remote');
  for (const remote of REMOTES) {
    const file = path.join(ROOT, 'remotes', remote, 'dist', 'remoteEntry.js');
    const size = gzip(fs.readFileSync(file));
    console.log(`  ${kb(size).padStart(10)} gz  ${remote} (budget ${kb(BUDGET.remoteEntry)})`);
    if (size > BUDGET.remoteEntry) breaches.push(`${remote} remoteEntry ${kb(size)} > ${kb(BUDGET.remoteEntry)}`);
  }

  if (breaches.length > 0) {
    console.error(`\nBudget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll bundle budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
