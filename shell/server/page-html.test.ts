/** @jest-environment node */
import http from 'node:http';
import { startStubRenderedShell, type StubRenderedShell } from './test-support/stub-rendered-shell';

// Every page URL answers the page's HTML whatever the client asks for (a link preview's bot sends
// no Accept, curl sends */*); only /api and /images keep the API's JSON, and a real file is the
// file. The real shell server (a child process) in front of the real API; the shell's renderer is
// a stand-in that renders and titles /menu and /settings and calls anything else but /story-cards
// the 404 page (the real renderer's answers are page-title.test.ts's).

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Touhou LostWord Tracker</title></head><body><svg><title>afes</title></svg><div id="root"></div></body></html>';
const RENDERER = `
exports.loadSharedModules = async () => new Map();
exports.renderSection = async () => null;
const TITLES = { '/menu': 'Menu', '/settings': 'Settings', '/story-cards': 'Story Card Tracker' };
exports.renderShellPage = ({ url }) => {
  const title = TITLES[url.split('?')[0]];
  const head = title ? { title: title + ' | Touhou LostWord Tracker', status: 200 } : { title: 'Error Page Not Found | Touhou LostWord Tracker', status: 404 };
  return { html: '<main><h1>' + (title || 'Not found') + '</h1></main>', head };
};`;

let shell: StubRenderedShell;

beforeAll(async () => {
  shell = await startStubRenderedShell({ index: INDEX, renderer: RENDERER, files: { 'main.0123456789.js': 'console.log(1);' } });
});
afterAll(() => shell?.stop());

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A raw request with exactly these headers (fetch would add an Accept of its own). */
const request = (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port: shell.port, path: url, method, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
      })
      .on('error', reject)
      .end();
  });

const headTitle = (html: string) => /<head>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<\/head>/.exec(html)?.[1] ?? null;

const CLIENTS: [string, Record<string, string>][] = [
  ['curl (Accept: */*)', { accept: '*/*', 'user-agent': 'curl/8.5.0' }],
  ['a link-preview bot (no Accept)', { 'user-agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)' }],
  ['a JSON client', { accept: 'application/json' }],
  ['a browser', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
];

describe('page URLs answer HTML whatever the client asks for', () => {
  it.each(CLIENTS)('section and shell pages answer their HTML to %s', async (_client, headers) => {
    for (const url of [
      '/story-cards',
      '/prayers/info/553',
      '/stages/scarlet-devil-tower?floor=3',
      '/characters/release-order',
      '/update-log',
      '/menu',
      '/settings',
    ]) {
      const answer = await request(url, headers);
      expect({ url, status: answer.status, type: answer.type }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' });
      expect(answer.body).toMatch(/<div id="root"[ >]/);
    }
    const menu = (await request('/menu', headers)).body;
    expect(headTitle(menu)).toBe('Menu | Touhou LostWord Tracker');
    // A shell page arrives rendered, with the time the browser hydrates it with.
    expect(menu).toMatch(/<div id="root" data-server-rendered-at="\d+"><main><h1>Menu<\/h1><\/main><\/div>/);
  });

  it.each(CLIENTS)('an unknown path answers the 404 page with status 404 to %s', async (_client, headers) => {
    for (const url of ['/no-such-page', '/prayers-x', '/favicon-missing.png', '/a/b/c?d=e']) {
      const answer = await request(url, headers);
      expect({ url, status: answer.status, type: answer.type }).toEqual({ url, status: 404, type: 'text/html; charset=utf-8' });
      expect(headTitle(answer.body)).toBe('Error Page Not Found | Touhou LostWord Tracker');
      expect(answer.body).toContain('<svg><title>afes</title></svg>');
      expect(answer.body).toContain('<h1>Not found</h1>');
    }
  });

  it('an alias answers 200 with the title of the page it leads to (it redirects in the browser)', async () => {
    const answer = await request('/settings-page', { 'user-agent': 'Discordbot/2.0' });
    expect(answer.status).toBe(200);
    expect(headTitle(answer.body)).toBe('Settings | Touhou LostWord Tracker');
    // Not the page it leads to: the browser goes there first.
    expect(answer.body).toContain('<div id="root"></div>');
  });

  it('a HEAD of a page is HTML too; a POST to a page is not a page', async () => {
    const head = await request('/story-cards', {}, 'HEAD');
    expect([head.status, head.type]).toEqual([200, 'text/html; charset=utf-8']);
    const post = await request('/story-cards', {}, 'POST');
    expect(post.status).toBe(404);
    expect(post.type).toMatch(/^application\/json/);
  });

  it('/api and /images keep the JSON, and a real file is the file, whatever is asked', async () => {
    for (const headers of [{ accept: 'text/html' }, {}] as Record<string, string>[]) {
      const missing = await request('/api/no-such-endpoint', headers);
      expect([missing.status, missing.type]).toEqual([404, 'application/json; charset=utf-8']);
      expect(JSON.parse(missing.body)).toMatchObject({ error: 'Not Found' });
      const list = await request('/api/prayers/get-list', headers);
      expect([list.status, list.type]).toEqual([200, 'application/json; charset=utf-8']);
      // The API's own answer (it draws a placeholder for an image it does not have), not a page.
      const image = await request('/images/no-such-image.svg', headers);
      expect(image.type).toMatch(/^image\/svg\+xml/);
      const file = await request('/main.0123456789.js', headers);
      expect([file.status, file.body]).toEqual([200, 'console.log(1);']);
    }
  });
});
