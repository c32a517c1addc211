import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test, type Browser, type Page } from './fixtures';
import { SLOW_ANSWER_MS } from 'shared-domain/api/slow-answer';
import { CSP_REPORT_FILE, E2E_PORTS, E2E_REMOTE_ORIGINS } from '../playwright.config';

// An API that accepts connections and never answers (a stopped process), in front of a shell
// server of this test's own: the suite's shared API and shell stay untouched for parallel tests.

const SLOW_TEXT = 'The server is slow to answer. Still waiting…';
const REPO = path.join(__dirname, '..', '..');
const SUITE_API = `http://127.0.0.1:${E2E_PORTS.API_PORT}`;

/** Holds every request until `release()`, then passes them (and later ones) on to the suite's API. */
async function startHeldApi() {
  const held: [http.IncomingMessage, http.ServerResponse][] = [];
  const seen: string[] = [];
  let open = false;
  const forward = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const upstream = http.request(`${SUITE_API}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  };
  const server = http.createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://x').pathname);
    if (open) forward(request, response);
    else held.push([request, response]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many requests for `apiPath` have reached the API so far. */
    count: (apiPath: string) => seen.filter((p) => p === apiPath).length,
    release() {
      open = true;
      for (const [request, response] of held.splice(0)) forward(request, response);
    },
    close: () => {
      for (const [, response] of held.splice(0)) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The production shell server (as the suite runs it), pointed at `apiUrl`, with the suite's remotes. */
async function startShell(apiUrl: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(REPO, 'shell', 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: path.join(REPO, 'shell'),
    env: {
      ...process.env,
      ...E2E_PORTS,
      SHELL_PORT: String(port),
      API_URL: apiUrl,
      REMOTE_ORIGINS: E2E_REMOTE_ORIGINS.join(' '),
      CSP_REPORT_FILE,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  await expect.poll(async () => (await fetch(`${origin}/remotes.json`).catch(() => null))?.status ?? 0, { intervals: [200] }).toBe(200);
  return { origin, child };
}

/** Each page, the width it is looked at, the API call its data area waits for, and what shows once that data is there. */

const PAGES: { path: string; width: number; api: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    width: 390,
    api: '/api/general/home',
    loaded: (page) => expect(page.getByRole('region', { name: 'Playable characters' })).toBeVisible(),
  },
  {
    path: '/prayers',
    width: 1366,
    api: '/api/prayers/get-list',
    loaded: (page) => expect(page.getByTestId('prayer-count-line')).toHaveText(/prayers$/),
  },
  {
    path: '/story-cards',
    width: 390,
    api: '/api/story-cards/get-list',
    loaded: (page) => expect(page.locator('article[data-card-id]').first()).toBeVisible(),
  },
  // Wide, the floor list's state shows beside the floor; narrow, the list sits in a closed drawer
  // and the floor's area shows it.
  ...[1366, 390].map((width) => ({
    path: '/stages/scarlet-devil-tower',
    width,
    api: '/api/towers/get-list',
    loaded: (page: Page) =>
      expect(page.getByRole('region', { name: 'Floor 1 content' }).getByRole('heading', { name: 'Enemies' })).toBeAttached(),
  })),
];

let api: Awaited<ReturnType<typeof startHeldApi>>;
let shell: Awaited<ReturnType<typeof startShell>>;

test.beforeAll(async () => {
  api = await startHeldApi();
  shell = await startShell(api.url);
});

test.afterAll(async () => {
  shell?.child.kill('SIGTERM');
  await api?.close();
});

/** One context per page: each keeps its own connections, so held requests never queue another page's. */
async function openPage(browser: Browser, width: number, pagePath: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: shell.origin, viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(pagePath, { waitUntil: 'commit' });
  return page;
}

test('@local a hung API: the HTML comes at once, data areas say the server is slow, Retry asks again, the late data shows', async ({
  browser,
}, testInfo) => {
  // Five pages held open, each waiting out the slow-answer notice.
  test.setTimeout(90_000);
  const opened: { page: Page; spec: (typeof PAGES)[number] }[] = [];
  for (const spec of PAGES) {
    // The server's own calls to the API have bounded waits: its HTML never waits for an answer
    // that is not coming. None comes here, so an HTML page at all is the proof (a server that
    // waited would hold this fetch past the test's time). How long each wait is, the server's
    // unit tests check on a clock of their own, not this machine's speed.
    const html = await fetch(`${shell.origin}${spec.path}`, { headers: { accept: 'text/html' } });
    expect(html.status, spec.path).toBe(200);
    expect(await html.text(), spec.path).toContain('<div id="root"');
    opened.push({ page: await openPage(browser, spec.width, spec.path), spec });
  }

  for (const { page, spec } of opened) {
    const where = `${spec.path} at ${spec.width} px`;
    // What a person sees (a closed drawer may hold another copy).
    const slow = page.getByText(SLOW_TEXT).filter({ visible: true });
    // About 8 s after the page asked, on the real clock.
    // Due SLOW_ANSWER_MS after the page asked: on a quick machine the first page is looked at sooner.
    await expect(slow.first(), where).toBeVisible({ timeout: SLOW_ANSWER_MS + 2_000 });
    await page.screenshot({ path: testInfo.outputPath(`slow${spec.path.replace(/\//g, '_')}-${spec.width}.png`) });
    const asked = api.count(spec.api);
    expect(asked, `${where} asked for ${spec.api}`).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Retry' }).filter({ visible: true }).first().click();
    // Retry really sends the request again (the first one keeps waiting beside it).
    await expect.poll(() => api.count(spec.api), { message: `${where}: Retry sent ${spec.api} again` }).toBeGreaterThan(asked);
    await expect(slow, where).toHaveCount(0);
  }

  api.release();
  for (const { page, spec } of opened) {
    await spec.loaded(page);
    await expect(page.getByText(SLOW_TEXT), `${spec.path} at ${spec.width} px`).toHaveCount(0);
    await page.context().close();
  }
});
