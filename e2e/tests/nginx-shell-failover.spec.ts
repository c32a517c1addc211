import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from './fixtures';
import { E2E_PORTS } from '../playwright.config';
import { NGINX_RUN_DIR, NGINX_SHELL_PORTS } from '../playwright.nginx.config';
import { expectHeading } from './support';

// Run last by playwright.nginx.config.ts: one of the two shell servers behind nginx dies while a
// player goes from page to page; nginx renders each page on the other one.

const SITE = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
const [DEAD, SURVIVOR] = NGINX_SHELL_PORTS.map((p) => `127.0.0.1:${p}`) as [string, string];

/** The journey: each a full page load, with how to tell it rendered. */
const PAGES: { path: string; heading?: string; dialog?: string }[] = [
  { path: '/', heading: 'Touhou LostWord Tracker' },
  { path: '/prayers/info/1', heading: 'Standard Prayer' },
  { path: '/stages/scarlet-devil-tower?floor=3', heading: 'Floor #3' },
  { path: '/prayers?name=Fes.', heading: 'Touhou LostWord Prayer Tracker' },
  { path: '/?character=1001', dialog: 'Character' },
];

test('@nginx stopping one shell server mid-journey loses no page; nginx then serves pages from its cache', async ({ page, request }) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(SITE) && response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  const documents: { path: string; status: number; upstream: string; afterKill: boolean }[] = [];
  let killed = false;
  // Unique to this run, so a retried test asks for pages nginx has not kept either.
  const run = Date.now().toString(36);
  for (let round = 0; round < 3; round++) {
    if (round === 1) {
      // After the first round, the first server dies without a chance to finish what it holds.
      process.kill(Number(fs.readFileSync(path.join(NGINX_RUN_DIR, `shell-${NGINX_SHELL_PORTS[0]}.pid`), 'utf8')), 'SIGKILL');
      killed = true;
    }
    for (const [i, visit] of PAGES.entries()) {
      // Each visit a link shared anew (its own utm_source): a page nginx has not kept, so a shell server renders it.
      const url = `${visit.path}${visit.path.includes('?') ? '&' : '?'}utm_source=journey-${run}-${round}-${i}`;
      const response = (await page.goto(url)) as Response;
      documents.push({
        path: url,
        status: response.status(),
        upstream: (await response.allHeaders())['x-upstream'] ?? '',
        afterKill: killed,
      });
      if (visit.dialog) await expect(page.getByRole('dialog', { name: visit.dialog })).toBeVisible();
      else await expectHeading(page, visit.heading!);
    }
  }

  expect(failures).toEqual([]);
  expect(documents.filter((d) => d.status !== 200)).toEqual([]);
  // Both servers rendered pages before; afterwards every page is the survivor's, and at least one
  // was first asked of the dead server and rendered again by the survivor (nginx's next upstream).
  const before = documents.filter((d) => !d.afterKill).map((d) => d.upstream);
  expect(new Set(before)).toEqual(new Set([DEAD, SURVIVOR]));
  const after = documents.filter((d) => d.afterKill);
  expect(after.filter((d) => !d.upstream.endsWith(SURVIVOR))).toEqual([]);
  expect(after.some((d) => d.upstream === `${DEAD}, ${SURVIVOR}`)).toBe(true);

  // A page asked again is nginx's kept copy: no shell server is asked. The journey's copy may not have
  // been kept (a render past its deadline on the one busy server goes out `no-cache`), and a copy
  // past its time is renewed: asked until nginx answers from a copy it kept.
  const repeat = `${SITE}${PAGES[2]!.path}&utm_source=journey-${run}-2-2`;
  await expect(async () => {
    const response = await request.get(repeat, { headers: { accept: 'text/html' } });
    const headers = response.headers();
    expect({
      status: response.status(),
      cache: headers['x-cache-status'],
      upstream: headers['x-upstream'],
      origin: headers['x-origin-cache'],
      cacheControl: headers['cache-control'],
    }).toMatchObject({ status: 200, cache: 'HIT', upstream: undefined });
  }).toPass({ timeout: 20_000 });
});
