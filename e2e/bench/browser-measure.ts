// What the browser benches share: the throttling of issue 13 (4× CPU, Fast 4G through CDP), the
// web-vitals library injected into each page, Chromium from Debian, and the median.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

export const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** An init script: web-vitals reports LCP, FCP, CLS, TTFB and INP (every interaction) into window.__vitals. */
export const VITALS_INIT = `${WEB_VITALS};window.webVitals = webVitals;
    window.__vitals = {};
    for (const name of ['LCP', 'FCP', 'CLS', 'TTFB']) webVitals['on' + name]((m) => { window.__vitals[name] = m.value; }, { reportAllChanges: true });
    webVitals.onINP((m) => { window.__vitals.INP = m.value; }, { reportAllChanges: true, durationThreshold: 0 });`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** 4× CPU slowdown; with `network`, Fast 4G too (165 ms, 1,012,500 B/s down, 168,750 B/s up). */
export async function throttle(page: Page, { network = true }: { network?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (!network) return;
  await cdp.send('Network.enable');
  const fast4g = { latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 };
  try {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...fast4g });
  } catch {
    // Chromium 156 deprecates the call above in favour of rules.
    await cdp.send(
      'Network.emulateNetworkConditionsByRule' as 'Network.enable',
      { offline: false, matchedNetworkConditions: [{ urlPattern: '', ...fast4g }] } as never,
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
