// Page vitals under throttling (4× CPU slowdown, Fast 4G), on the production builds.
// Each page is loaded in a fresh context; LCP, FCP, CLS and TTFB come from the web-vitals library;
// INP comes from one scripted interaction (opening the settings modal). Exits non-zero on a breach.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServers } from './serve-for-bench';

const BUDGET = { lcp: 2500, cls: 0.1, inp: 200 };
const PAGES = ['/', '/characters', '/prayers', '/story-cards', '/stages/scarlet-devil-tower', '/update-log'];
const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

type Vitals = Record<'LCP' | 'FCP' | 'CLS' | 'TTFB' | 'INP', number | undefined>;

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 165,
    downloadThroughput: 1_012_500,
    uploadThroughput: 168_750,
  });
}

async function measure(origin: string, pathname: string, browser: import('@playwright/test').Browser): Promise<Vitals> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(`${WEB_VITALS};window.webVitals = webVitals;
    window.__vitals = {};
    for (const name of ['LCP', 'FCP', 'CLS', 'TTFB', 'INP']) {
      webVitals['on' + name]((m) => { window.__vitals[name] = m.value; }, { reportAllChanges: true });
    }`);
  await throttle(page);
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  // One real interaction, so INP has something to measure.
  const settings = page.getByRole('button', { name: /settings/i }).first();
  if (await settings.isVisible().catch(() => false)) {
    await settings.click();
    await page.waitForTimeout(300);
    await page.keyboard.press('Escape');
  }
  await page.waitForTimeout(500);
  // Hiding the page makes web-vitals report the final LCP, CLS and INP.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const vitals = (await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals)) as Vitals;
  await context.close();
  return vitals;
}

async function main() {
  const site = await startServers();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  const breaches: string[] = [];
  try {
    console.log('\nPage vitals, 4× CPU slowdown + Fast 4G (165 ms, 1.0 MB/s down)');
    console.log('  page                           LCP ms   FCP ms   TTFB ms    CLS   INP ms');
    for (const pathname of PAGES) {
      const v = await measure(site.origin, pathname, browser);
      const f = (n: number | undefined, d = 0) => (n === undefined ? '–' : n.toFixed(d)).padStart(8);
      console.log(`  ${pathname.padEnd(30)}${f(v.LCP)} ${f(v.FCP)} ${f(v.TTFB)} ${f(v.CLS, 3)} ${f(v.INP)}`);
      if ((v.LCP ?? Infinity) > BUDGET.lcp) breaches.push(`${pathname} LCP ${v.LCP} ms > ${BUDGET.lcp}`);
      if ((v.CLS ?? 0) > BUDGET.cls) breaches.push(`${pathname} CLS ${v.CLS} > ${BUDGET.cls}`);
      if ((v.INP ?? 0) > BUDGET.inp) breaches.push(`${pathname} INP ${v.INP} ms > ${BUDGET.inp}`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  console.log(`  budgets: LCP ≤ ${BUDGET.lcp} ms, CLS ≤ ${BUDGET.cls}, INP ≤ ${BUDGET.inp} ms`);
  if (breaches.length > 0) {
    console.error(`\nBudget breached:\n  ${breaches.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All page-vital budgets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
