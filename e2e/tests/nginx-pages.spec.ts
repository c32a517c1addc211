import http from 'node:http';
import { expect, test } from './fixtures';
import { rawGetFrom, type RawAnswer } from './support';
import { E2E_PORTS } from '../playwright.config';
import { NGINX_SHELL_PORTS } from '../playwright.nginx.config';

// Run by playwright.nginx.config.ts only: what the shell servers behind nginx answer (server rendering,
// the 404 page, robots.txt, the sitemap, link previews) and nginx's cache of their pages.

const SITE = `http://localhost:${E2E_PORTS.SHELL_PORT}`;
const TITLE = 'Touhou LostWord Tracker';
const SHELL_SERVERS = NGINX_SHELL_PORTS.map((p) => `127.0.0.1:${p}`);

const rawGet = rawGetFrom(SITE);

const headTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, name: string) =>
  [...html.matchAll(/<meta (?:property|name)="([^"]*)" content="([^"]*)"/g)]
    .find((m) => m[1] === name)?.[2]
    ?.replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Which shell server answered (nginx's X-Upstream; several when the first failed), or undefined for a cache hit. */
const upstreamOf = (headers: http.IncomingHttpHeaders) => headers['x-upstream'] as string | undefined;

test('@nginx an unknown path is the 404 page with status 404, rendered by a shell server', async () => {
  for (const path of ['/no-such-page', '/some/client/route']) {
    const missing = await rawGet(path, { accept: 'text/html' });
    expect([missing.status, missing.headers['content-type']], path).toEqual([404, 'text/html; charset=utf-8']);
    expect(headTitle(missing.body.toString('utf8')), path).toBe(`Error Page Not Found | ${TITLE}`);
    // From a shell server (now or when nginx kept it), not a file nginx had.
    expect(missing.headers['x-cache-status'], path).toMatch(/^(HIT|MISS|EXPIRED|UPDATING|STALE|REVALIDATED)$/);
    expect(missing.headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});

test('@nginx robots.txt and the sitemap come from the shell servers, naming the site as visitors reach it', async () => {
  // A shell server makes the sitemap from every section's lists at its first request: on a busy machine that takes a while.
  const robots = await rawGet('/robots.txt');
  expect([robots.status, robots.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
  // nginx passes the Host with its port: the URLs are the site's own, not a shell server's.
  expect(robots.body.toString('utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const index = await rawGet('/sitemap.xml');
  expect([index.status, index.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
  const files = [...index.body.toString('utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(files[0]).toBe(`${SITE}/sitemaps/1.xml`);
  const first = await rawGet(new URL(files[0]!).pathname);
  expect(first.status).toBe(200);
  expect(first.body.toString('utf8')).toContain(`<loc>${SITE}/</loc>`);
});

test('@nginx a link-preview bot gets the prayer and an image that is a PNG, whichever shell server drew the page', async ({ request }) => {
  const list = (await (await request.get(`${SITE}/api/prayers/get-list`)).json()) as { content: { id: number; start: string }[] };
  const started = list.content.filter((p) => Date.parse(p.start) <= Date.now()).slice(0, 3);
  expect(started.length).toBeGreaterThan(1);
  const servers = new Set<string>();
  for (const { id } of started) {
    const { name } = ((await (await request.get(`${SITE}/api/prayers/get-detail?id=${id}`)).json()) as { content: { name: string } })
      .content;
    // A bot: its User-Agent and no Accept header. The servers read the remotes' page functions as they come up.
    await expect(async () => {
      const page = await rawGet(`/prayers/info/${id}`, { 'user-agent': 'Discordbot/2.0' });
      expect(page.status).toBe(200);
      const html = page.body.toString('utf8');
      expect(meta(html, 'og:title')).toBe(name);
      const image = meta(html, 'og:image')!;
      expect(image).toMatch(new RegExp(`^${SITE}/preview/[0-9a-f]{20}\\.png\\?page=%2Fprayers%2Finfo%2F${id}$`));
      const url = new URL(image);
      const png = await rawGet(url.pathname + url.search, { 'user-agent': 'Discordbot/2.0' });
      expect([png.status, png.headers['content-type']]).toEqual([200, 'image/png']);
      expect(png.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      for (const s of upstreamOf(png.headers)?.split(', ') ?? []) servers.add(s);
    }).toPass({ timeout: 5_000 });
  }
  // Whichever server gets the image's request draws it from its page's card.
  expect([...servers].every((s) => SHELL_SERVERS.includes(s))).toBe(true);
});

test('@nginx a page asked again comes from nginx’s cache, as long as the origin’s Cache-Control allows, and revalidates by ETag', async () => {
  const path = '/stages/scarlet-devil-tower?floor=7';
  // A page the origin could not render whole (still warming up) is sent no-cache and not kept: ask until it is.
  let hit: RawAnswer | undefined;
  await expect(async () => {
    const answer = await rawGet(path, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-cache-status']).toBe('HIT');
    hit = answer;
  }).toPass({ timeout: 5_000 });
  // Not asked of a shell server; kept with the origin's own policy (a browser revalidates, nginx keeps it a few seconds).
  expect(upstreamOf(hit!.headers)).toBeUndefined();
  expect(hit!.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
  const etag = hit!.headers.etag!;
  expect(etag).toMatch(/^"[\w-]+-gzip"$/);
  const again = await rawGet(path, { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': etag });
  expect(again.status).toBe(304);
});
