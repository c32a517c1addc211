// What the browser benches share: the throttling of issue 13 (4× CPU, Fast 4G through CDP) and the
// phone's (4× CPU, slow 4G, 390×844), the web-vitals library injected into each page, Chromium from
// Debian, and the median.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

export const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** An init script: web-vitals reports LCP, FCP, CLS, TTFB and INP (every interaction) into window.__vitals. */
export const VITALS_INIT = `${WEB_VITALS};window.webVitals = webVitals;
    window.__vitals = {};
    for (const name of ['LCP', 'FCP', 'CLS', 'TTFB']) webVitals['on' + name]((m) => { window.__vitals[name] = m.value; }, { reportAllChanges: true });
    webVitals.onINP((m) => { window.__vitals.INP = m.value; }, { reportAllChanges: true, durationThreshold: 0 });
    window.__longTaskEnd = 0;
    new PerformanceObserver((list) => { for (const t of list.getEntries()) window.__longTaskEnd = Math.max(window.__longTaskEnd, t.startTime + t.duration); })
      .observe({ type: 'longtask', buffered: true });`;

/**
 * Waits until a page is ready for a scripted interaction: its code has taken over the server's HTML
 * (the shell's entry, and a section's page, hydrated) and the main thread has had no long task for
 * `quietMs` (hydration goes on in slices after the markers are gone), as a player who starts once the
 * page has settled. Needs VITALS_INIT. Never waits more than `timeoutMs` for the quiet.
 */
export async function untilReady(page: Page, { quietMs = 500, timeoutMs = 10_000 } = {}): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('#root[data-server-rendered-section], #root[data-server-rendered-at]'),
    undefined,
    {
      timeout: 30_000,
    },
  );
  await page
    .waitForFunction((quiet) => performance.now() - (window as unknown as { __longTaskEnd: number }).__longTaskEnd >= quiet, quietMs, {
      timeout: timeoutMs,
      polling: 100,
    })
    .catch(() => console.warn(`  ${page.url()}: the main thread was still busy after ${timeoutMs} ms; measuring anyway`));
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** Fast 4G, as issue 13 set it for the page vitals: 165 ms, 1,012,500 B/s down, 168,750 B/s up. */
export const FAST_4G = { latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 };
/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
/** The phone the slow-4G measurements are made at. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** 4× CPU slowdown, and the network given (Fast 4G unless told; `false`: the network as it is). */
export async function throttle(page: Page, { network = FAST_4G }: { network?: typeof FAST_4G | false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!network) return;
  // The Network domain alone, not DevTools' copy of each body: keeping that copy decodes every response
  // on the page's main thread when it ends, work a phone never does that lands among the player's keys.
  await cdp.send('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0 });
  try {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  } catch {
    // Chromium 156 deprecates the call above in favour of rules.
    await cdp.send(
      'Network.emulateNetworkConditionsByRule' as 'Network.enable',
      { offline: false, matchedNetworkConditions: [{ urlPattern: '', ...network }] } as never,
    );
  }
}

/** Makes web-vitals report its final values (as when the tab is hidden) and returns them. */
export async function finalVitals(page: Page): Promise<Record<string, number | undefined>> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  return page.evaluate(() => ({ ...(window as unknown as { __vitals: Record<string, number | undefined> }).__vitals }));
}

export { median } from './median';
