/** @jest-environment node */
import http from 'node:http';
import net from 'node:net';
import { startStubRenderedShell, type StubRenderedShell } from './test-support/stub-rendered-shell';

// The real shell server (a child process) with its page cache on and short limits on slow clients,
// in front of the real API; its renderer is a stand-in that titles /menu and calls anything else the
// 404 page.

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Touhou LostWord Tracker</title></head><body><div id="root"></div></body></html>';
const RENDERER = `
exports.loadSharedModules = async () => new Map();
exports.renderSection = async () => null;
exports.renderShellPage = ({ url }) => ({
  html: '<main>' + url + '</main>',
  head: url.split('?')[0] === '/menu' ? { title: 'Menu | Touhou LostWord Tracker', status: 200 } : { title: 'Error Page Not Found | Touhou LostWord Tracker', status: 404 },
});`;
const TIMEOUTS = { headersMs: 600, requestMs: 1_000, keepAliveMs: 500, idleMs: 3_000, checkIntervalMs: 100 };

let shell: StubRenderedShell;

beforeAll(async () => {
  shell = await startStubRenderedShell({ index: INDEX, renderer: RENDERER, options: { pageCache: true, timeouts: TIMEOUTS } });
});
afterAll(() => shell?.stop());

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: shell.port, path: url, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

/** A page as the cache keeps it (the content's version is read in the background as the server starts: nothing is kept before). */
async function keptPage(url: string) {
  for (let tries = 0; tries < 50; tries++) {
    const page = await get(url);
    if (page.headers['x-origin-cache'] === 'hit') return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not kept`);
}

describe('the shell server keeps its pages', () => {
  it('sends a page with a strong ETag, a cache policy for nginx or a CDN and its CSP, and 304 for the same page', async () => {
    const first = await keptPage('/menu');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<title>Menu | Touhou LostWord Tracker</title>');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    const again = await get('/menu', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const kept = await get('/menu');
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(kept.body).toBe(first.body);
  });

  it('keeps the 404 page as a 404', async () => {
    const first = await keptPage('/no/such/page');
    const kept = await get('/no/such/page');
    expect([first.status, kept.status]).toEqual([404, 404]);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.body).toContain('<title>Error Page Not Found | Touhou LostWord Tracker</title>');
  });
});

describe('the shell server cuts slow clients off', () => {
  it('closes a connection whose request head arrives byte by byte', async () => {
    const head = 'GET /menu HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(100) + '\r\n\r\n';
    const started = Date.now();
    const outcome = await new Promise<{ closedAfterMs: number; sent: number; answer: string }>((resolve) => {
      const socket = net.connect(shell.port, '127.0.0.1');
      let sent = 0;
      let answer = '';
      const timer = setInterval(() => {
        if (sent < head.length && !socket.destroyed) socket.write(head[sent++]!);
      }, 50);
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, sent, answer });
      });
    });
    // Sending the whole head would take ≈6 s; the server gives up after its 600 ms (checked every 100 ms).
    expect(outcome.sent).toBeLessThan(head.length);
    expect(outcome.closedAfterMs).toBeLessThan(4_000);
    expect(outcome.answer).not.toContain('200 OK');
  });

  it('closes an idle keep-alive connection', async () => {
    const closedAfterMs = await new Promise<number>((resolve) => {
      const socket = net.connect(shell.port, '127.0.0.1', () => socket.write('GET /menu HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      let answeredAt = 0;
      socket.on('data', () => (answeredAt ||= Date.now()));
      socket.on('close', () => resolve(Date.now() - answeredAt));
    });
    expect(closedAfterMs).toBeLessThan(3_000);
  });
});
