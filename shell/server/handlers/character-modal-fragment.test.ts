/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { UNCACHEABLE_HEADER } from '../delivery/page-cache-hook';
import { registerCharacterModalFragment } from './character-modal-fragment';
import type { ShellContext } from './shell-context';

describe('GET /fragments/character-modal', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fragment-'));
  fs.writeFileSync(path.join(dist, 'character-modal.0cb52af977.css'), '');
  fs.writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), '');
  const rendered: string[] = [];
  const ctx = {
    options: { dist },
    linksDecided: new WeakSet(),
    renderSection: {
      characterModal: async (url: string) => {
        rendered.push(url);
        return url.includes('character=404')
          ? null
          : { html: '<div role="dialog">Reimu Hakurei</div>', stylesheets: ['http://localhost:3001/1320.ab.css'] };
      },
    },
  } as unknown as ShellContext;
  const app = Fastify();
  registerCharacterModalFragment(app, ctx);
  let origin = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  const get = async (url: string) => {
    const response = await fetch(origin + url);
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers a page's character link with the modal alone, after the stylesheets it needs", async () => {
    const page = '/characters/release-order?character=1001';
    const response = await get(`/fragments/character-modal?page=${encodeURIComponent(page)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(
      '<link rel="stylesheet" href="/character-modal.0cb52af977.css"><link rel="stylesheet" href="http://localhost:3001/1320.ab.css">' +
        '<div role="dialog">Reimu Hakurei</div>',
    );
    expect(rendered).toEqual([page]);
  });

  it.each([
    ['no page', ''],
    ['a page that asks for no character', '?page=%2Fcharacters%2Frelease-order'],
    ['a character that is no number', '?page=%2F%3Fcharacter%3Dreimu'],
    ['another site', `?page=${encodeURIComponent('//evil.test/?character=1')}`],
    ['a page given twice', '?page=%2F%3Fcharacter%3D1&page=%2F%3Fcharacter%3D2'],
  ])('says what it expects, and keeps nothing, for %s', async (_what, query) => {
    const response = await get(`/fragments/character-modal${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/Expected \?page= with a path of this site that asks for a character/);
    expect(response.headers[UNCACHEABLE_HEADER]).toBe('1');
  });

  it('says so, and is not kept, when the modal could not be rendered in time', async () => {
    const response = await get(`/fragments/character-modal?page=${encodeURIComponent('/?character=404')}`);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.headers[UNCACHEABLE_HEADER]).toBe('1');
  });
});
