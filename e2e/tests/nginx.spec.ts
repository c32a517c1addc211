import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_PORTS } from '../playwright.config';
import { NGINX_API_PORTS, NGINX_RUN_DIR } from '../playwright.nginx.config';
import { expectHeading, preloadedBy } from './support';

// Issue 13 item 10, run by playwright.nginx.config.ts only: the builds behind Debian's nginx with the
// generated deploy/ configs, two shell servers and two API instances.

const SITE = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
const REMOTE = `http://localhost:${E2E_PORTS.PRAYERS_PORT}`;

test('@nginx every kind of location sends the security headers and its cache policy', async ({ request }) => {
  const check = async (url: string, cache: RegExp | null, extra: Record<string, string | RegExp> = {}) => {
    const res = await request.get(url, { headers: { accept: 'text/html' } });
    expect(res.status(), url).toBe(200);
    const headers = res.headersArray();
    const one = (name: string) => headers.filter((h) => h.name.toLowerCase() === name);
    // Exactly one CSP (the API's own is hidden behind nginx's), with the directives that matter.
    expect(one('content-security-policy'), url).toHaveLength(1);
    expect(one('content-security-policy')[0]!.value, url).toContain("frame-ancestors 'none'");
    expect(one('x-content-type-options')[0]?.value, url).toBe('nosniff');
    expect(one('referrer-policy')[0]?.value, url).toBe('strict-origin-when-cross-origin');
    expect(one('permissions-policy'), url).toHaveLength(1);
    if (cache) expect(res.headers()['cache-control'], url).toMatch(cache);
    for (const [name, value] of Object.entries(extra)) expect(res.headers()[name], `${url} ${name}`).toMatch(value);
    return res;
  };
  // A page: the shell server's headers (its CSP names its own rendered styles), revalidated by the
  // browser on every visit; nginx keeps it a few seconds when it went out whole.
  const page = /^(no-cache|public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+)$/;
  const html = await check(`${SITE}/`, page);
  const entry = /src="(\/main\.[0-9a-f]+\.js)"/.exec(await html.text())![1]!;
  await check(`${SITE}${entry}`, /immutable/);
  // A section's page preloads its remote's entry and manifest: by the page, with its entry script, when the
  // server rendered it, else by the header nginx passes on.
  const section = await check(`${SITE}/prayers/info/1`, page);
  const preloaded = await preloadedBy(section);
  expect(preloaded).toContain(`${REMOTE}/remoteEntry.js`);
  expect(preloaded).toContain(`${REMOTE}/mf-manifest.json`);
  await check(`${SITE}/build-manifest.json`, /no-cache/);
  await check(`${SITE}/remotes.json`, /no-cache/, { 'x-remote-origins': new RegExp(`http://localhost:${E2E_PORTS.PRAYERS_PORT}`) });
  const manifest = await check(`${REMOTE}/mf-manifest.json`, /no-cache/, { 'access-control-allow-origin': '*' });
  expect(await manifest.json()).toBeTruthy();
  await check(`${REMOTE}/remoteEntry.js`, /no-cache/, { 'access-control-allow-origin': '*' });
  await check(`${SITE}/api/general/home`, null);
});

test('@nginx an oversized roll body gets the 413 JSON error, from the API or from nginx itself', async ({ request }) => {
  // 10 KB: past the API's 4 KB, within nginx's 64 KB (the API answers); 100 KB: nginx answers.
  for (const bytes of [10_000, 100_000]) {
    const res = await request.post(`${SITE}/api/prayers/roll`, {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ pad: 'x'.repeat(bytes) }),
    });
    expect(res.status(), `${bytes} bytes`).toBe(413);
    expect(res.headers()['content-type'], `${bytes} bytes`).toMatch(/^application\/json/);
    expect(await res.json(), `${bytes} bytes`).toEqual({
      error: 'Payload Too Large',
      message: 'The request body is larger than the API accepts (4096 bytes).',
    });
    expect(res.headers()['x-content-type-options'], `${bytes} bytes`).toBe('nosniff');
  }
});

test('@nginx stopping one API instance mid-run loses no GET; the site keeps working on the other', async ({ page, request }) => {
  const url = `${SITE}/api/characters/chronological`;
  const answers: { status: number; upstream: string; at: number }[] = [];
  let killedAt = Infinity;
  const worker = async () => {
    for (let i = 0; i < 60; i++) {
      const res = await request.get(url, { headers: { 'cache-control': 'no-cache' } });
      answers.push({ status: res.status(), upstream: res.headers()['x-upstream'] ?? '', at: Date.now() });
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  // Mid-run, the first instance dies without a chance to finish what it holds.
  await expect.poll(() => answers.length).toBeGreaterThan(100);
  const pid = Number(fs.readFileSync(path.join(NGINX_RUN_DIR, `api-${NGINX_API_PORTS[0]}.pid`), 'utf8'));
  process.kill(pid, 'SIGKILL');
  killedAt = Date.now();
  await load;

  const failed = answers.filter((a) => a.status !== 200);
  expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
  const [first, second] = NGINX_API_PORTS.map((p) => `127.0.0.1:${p}`);
  const before = new Set(answers.filter((a) => a.at < killedAt).map((a) => a.upstream));
  // Both instances were answering before; afterwards only the survivor (a retried request names both).
  expect([...before].sort()).toEqual(expect.arrayContaining([first, second]));
  const after = answers.filter((a) => a.at > killedAt + 200);
  expect(after.length).toBeGreaterThan(50);
  const elsewhere = after.filter((a) => !a.upstream.endsWith(second!));
  expect(elsewhere, JSON.stringify(elsewhere.slice(0, 5))).toEqual([]);

  // The site keeps working on one instance: a section's data and a roll.
  await page.goto('/prayers');
  await expectHeading(page, 'Touhou LostWord Prayer Tracker');
  const roll = await request.post(`${SITE}/api/prayers/roll`, { data: { id: -1, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 } });
  expect([400, 404]).toContain(roll.status());
  expect(roll.headers()['x-upstream']).toBe(second);
});
