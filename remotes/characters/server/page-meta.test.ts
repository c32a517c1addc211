/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { testApp } from 'shared-ui/dev/real-api';
import { characterLinkMeta, pageServer } from './page-server';

const NOW = Date.parse('2027-01-01T00:00:00Z');
let api: Awaited<ReturnType<typeof testApp>>['app'];
let apiUrl = '';
const apiText = async (path: string) => (await fetch(new URL(path, apiUrl))).text();
const linkMeta = (path: string) => pageServer.linkMeta!(new URL(path, 'http://shell.invalid'), apiText, NOW);

beforeAll(async () => {
  api = (await testApp(NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

describe('a character link', () => {
  it('on any page previews the character: name, title, type and role', async () => {
    // characters/1001.json: Reimu Hakurei, "Lost World", type gen (Standard), role defense, global debut 2021-05-11.
    const meta = await linkMeta('/prayers?character=1001');
    expect(meta).toMatchObject({
      title: 'Reimu Hakurei (Lost World)',
      description:
        'Reimu Hakurei (Lost World): a Standard unit with the Defense role in Touhou LostWord (global). Global debut 2021-05-11.',
      canonical: '/characters/conventional-list?character=1001',
      type: 'profile',
    });
    expect(meta?.card).toMatchObject({ kicker: 'Character', art: '/images/characters/full/1001.svg', accent: '#f2c14e' });
  });

  it('keeps a JP-only unit hidden unless the link asks for JP content', async () => {
    // characters/69086.json: out in JP only (release.jp, no global debut), not announced.
    expect(await linkMeta('/characters/conventional-list?character=69086')).toBeNull();
    expect(await linkMeta('/characters/conventional-list?character=69086&jp=1')).toMatchObject({
      title: 'Yoshika Miyako (Sample N10)',
      canonical: '/characters/conventional-list?character=69086&jp=1',
    });
  });

  it("tells a Japanese link in Japanese, the game's names as they are", async () => {
    const expected = {
      title: 'Reimu Hakurei (Lost World)',
      description: 'Reimu Hakurei (Lost World)：東方LostWord（グローバル版）の恒常・防御式のキャラクター。グローバル版実装 2021-05-11。',
      canonical: '/characters/conventional-list?character=1001',
    };
    expect(await linkMeta('/ja/prayers?character=1001')).toMatchObject(expected);
    // A shell that names the link's language.
    const named = await characterLinkMeta(new URL('/prayers?character=1001', 'http://shell.invalid'), apiText, NOW, 'ja');
    expect(named).toMatchObject(expected);
    expect(named?.card).toMatchObject({ kicker: 'キャラクター', lines: ['恒常 · 防御式', 'グローバル版実装 2021-05-11'] });
  });

  it('is none for a link without a character, or with one that is no id', async () => {
    expect(await linkMeta('/prayers')).toBeNull();
    expect(await linkMeta('/prayers?character=abc')).toBeNull();
  });
});

describe("the characters' sitemap", () => {
  it('lists each unit a global player may see, and no spoiler', async () => {
    const urls = await pageServer.sitemapUrls!(apiText, NOW);
    expect(urls).toContain('/characters/conventional-list?character=1001');
    expect(urls).not.toContain('/characters/conventional-list?character=69086');
    expect(new Set(urls).size).toBe(urls.length);
  });
});
