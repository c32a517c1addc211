/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { testApp } from 'shared-ui/dev/real-api';
import { pageServer } from './page-server';

const NOW = Date.parse('2027-01-01T00:00:00Z');
let api: Awaited<ReturnType<typeof testApp>>['app'];
let apiUrl = '';
const apiText = async (path: string) => (await fetch(new URL(path, apiUrl))).text();
const pageMeta = (path: string) => pageServer.pageMeta!(new URL(path, 'http://shell.invalid'), apiText, NOW);

beforeAll(async () => {
  api = (await testApp(NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

describe('a tower floor link', () => {
  it('previews the floor: its number, enemies and rewards', async () => {
    // towers/floor-003.json, out in global since 2023-03-14: enemies 1926 (Mugetsu, an enemy-only
    // unit, named as the floor shows her; the card's art is a unit shown whole) and 1112 (Kutaka Niwatari);
    // rewards 300 gold-coin and 8 story-card-fragment.
    expect(await pageMeta('/stages/scarlet-devil-tower?floor=3')).toMatchObject({
      title: 'Scarlet Devil Tower Floor #3',
      description: 'Enemies: Mugetsu, Kutaka Niwatari. Rewards: 300 Gold Coin, 8 Story Card Fragment.',
      canonical: '/stages/scarlet-devil-tower?floor=3',
      card: { kicker: 'Scarlet Devil Tower', heading: 'Floor #3', art: '/images/characters/full/1112.svg' },
    });
  });

  it("previews a Japanese link in Japanese, the content's own names as they are", async () => {
    const meta = await pageServer.pageMeta!(new URL('/stages/scarlet-devil-tower?floor=3', 'http://shell.invalid'), apiText, NOW, 'ja');
    expect(meta).toMatchObject({ title: '紅魔塔 3階', canonical: '/stages/scarlet-devil-tower?floor=3' });
    expect(meta!.description).toBe('敵：Mugetsu、Kutaka Niwatari。報酬：300 Gold Coin、8 Story Card Fragment。');
  });

  it('keeps a floor not out in global hidden unless the link asks for JP content', async () => {
    // Floors 201 to 210 have no global release in the sample.
    expect(await pageMeta('/stages/scarlet-devil-tower?floor=205')).toBeNull();
    expect(await pageMeta('/stages/scarlet-devil-tower?floor=205&jp=1')).toMatchObject({ title: 'Scarlet Devil Tower Floor #205' });
  });

  it('is none for the tower without a floor, or another page', async () => {
    expect(await pageMeta('/stages/scarlet-devil-tower')).toBeNull();
    expect(await pageMeta('/stages/scarlet-devil-tower/rewards')).toBeNull();
  });

  it("lists every floor out in global in the sitemap (190 in the sample's first 200 by then)", async () => {
    const urls = await pageServer.sitemapUrls!(apiText, NOW);
    expect(urls).toHaveLength(190);
    expect(urls).toContain('/stages/scarlet-devil-tower?floor=1');
    expect(urls).not.toContain('/stages/scarlet-devil-tower?floor=201');
  });
});
