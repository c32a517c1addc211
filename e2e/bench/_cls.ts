import { chromium } from '@playwright/test';
import { startServers } from './serve-for-bench';
(async () => {
  const site = await startServers();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) (window as any).__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s: any) => `${s.node?.nodeName}.${s.node?.className ?? ''} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 });
  await page.goto(site.origin + process.argv[2], { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  await page.locator('main').getByRole('button', { name: /\S/ }).filter({ has: page.locator('img') }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(3000);
  console.log(JSON.stringify(await page.evaluate(() => (window as any).__shifts), null, 1));
  await browser.close();
  await site.stop();
})();
