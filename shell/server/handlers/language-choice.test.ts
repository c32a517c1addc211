import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { isPageRequest } from '../page-head';
import { localeOf, routedUrl } from '../page-locale';
import { chosenLocale, registerLanguageChoice, safeNext } from './language-choice';

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

/** A server with the language choice before a page that tells what it was asked. */
async function app() {
  const server: FastifyInstance = Fastify({ rewriteUrl: routedUrl });
  registerLanguageChoice(server, isPageRequest);
  server.get('/*', async (request) => ({ url: request.url, locale: localeOf(request) }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  const { port } = server.server.address() as AddressInfo;
  return {
    inject: ({ url, headers = {} }: { url: string; headers?: Record<string, string> }) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body, json: () => JSON.parse(body) as unknown }),
            );
          })
          .on('error', reject);
      }),
  };
}

const servers: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('the language a player chose', () => {
  it('is read from its cookie, among others', () => {
    expect(chosenLocale('theme=dark; lang=ja')).toBe('ja');
    expect(chosenLocale('lang=en')).toBe('en');
    expect(chosenLocale('lang=fr')).toBeNull();
    expect(chosenLocale(undefined)).toBeNull();
  });

  it("leads only to this site's pages, without a prefix of their own", () => {
    expect(safeNext('/prayers?type=limited')).toBe('/prayers?type=limited');
    expect(safeNext('/ja/prayers')).toBe('/prayers');
    expect(safeNext('//evil.example/x')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext(undefined)).toBe('/');
  });
});

describe('the language of a request', () => {
  it('comes off the URL it is routed by, its query kept', async () => {
    const server = await app();
    const reply = await server.inject({ url: '/ja/prayers/calendar?month=2026-11', headers: { cookie: 'lang=ja' } });
    expect(reply.json()).toEqual({ url: '/prayers/calendar?month=2026-11', locale: 'ja' });
    expect((await server.inject({ url: '/ja', headers: { cookie: 'lang=ja' } })).json()).toEqual({ url: '/', locale: 'ja' });
    expect((await server.inject({ url: '/japan', headers: { cookie: 'lang=en' } })).json()).toEqual({ url: '/japan', locale: 'en' });
  });

  it('is remembered by the switcher, which leads to the same page in it', async () => {
    const server = await app();
    const reply = await server.inject({ url: '/set-language?lang=ja&next=%2Fprayers%3Ftype%3Dlimited' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/ja/prayers?type=limited');
    expect(reply.headers['set-cookie']).toEqual(['lang=ja; Path=/; Max-Age=31536000; SameSite=Lax']);
    const back = await server.inject({ url: '/set-language?lang=en&next=%2Fja%2Fprayers' });
    expect(back.headers.location).toBe('/prayers');
    const bad = await server.inject({ url: '/set-language?lang=xx&next=/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Unknown language');
  });

  it('follows Accept-Language on a first visit only, and not for a page that has its prefix', async () => {
    const server = await app();
    const first = await server.inject({ url: '/prayers?type=limited', headers: { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' } });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/ja/prayers?type=limited');
    const chosen = await server.inject({ url: '/prayers', headers: { 'accept-language': 'ja', cookie: 'lang=en' } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers.vary).toBe('Accept-Language, Cookie');
    const english = await server.inject({ url: '/prayers', headers: { 'accept-language': 'en-GB,en' } });
    expect(english.statusCode).toBe(200);
    const prefixed = await server.inject({ url: '/ja/prayers', headers: { 'accept-language': 'en' } });
    expect(prefixed.json()).toEqual({ url: '/prayers', locale: 'ja' });
    // The API is no page: never redirected.
    const api = await server.inject({ url: '/api/general/home', headers: { 'accept-language': 'ja' } });
    expect(api.statusCode).toBe(200);
  });
});
