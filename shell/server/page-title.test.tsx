/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { useParams } from 'react-router-dom';
import { prayersContract } from 'shared-domain/api/contract/prayers';
import { injectContract } from 'shared-ui/api/contract-endpoints';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageFrame } from 'shared-ui/page/page-frame';
import { testApp } from 'shared-ui/dev/real-api';
import { apiHomePayload } from '../src/pages/home/test-support/api-home-payload';
import { renderHomePage } from '../src/ssr/render-home';
import { renderSection, renderShellPage } from '../src/ssr/render-section';
import { withPageTitle } from './page-head';

// The title a page sets while the shell's server renders it is the one its HTML's head carries:
// the real renderers and the real API (expected values from its JSON). A section is a stand-in
// remote whose page titles itself by the prayer it loads (the shell may not import the remotes;
// their own pages' titles are their tests' and the e2e journey's).

const { usePrayerDetailQuery } = injectContract(prayersContract);

function PrayerByName() {
  const { data } = usePrayerDetailQuery({ id: Number(useParams().id) });
  return <PageFrame title={data?.content.name ?? 'Prayer'}>{data ? <p>{data.content.start}</p> : null}</PageFrame>;
}
const STAND_IN = defineRemoteRoutes('prayers', [{ path: 'info/:id', element: <PrayerByName /> }], 'test');

let api: FastifyInstance;
let apiOrigin = '';
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

beforeAll(async () => {
  ({ app: api } = await testApp());
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiOrigin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
});

const render = async (url: string) => {
  const rendered = await renderSection({ url, now: NOW, sectionId: 'prayers', routes: STAND_IN, apiOrigin });
  if (!rendered) throw new Error(`${url} was not rendered`);
  return rendered;
};

describe('page heads rendered on the server', () => {
  it('a section page: the title its page set once its data had come, with the site name', async () => {
    const list = (await (await fetch(`${apiOrigin}/api/prayers/get-list`)).json()) as { content: { id: number }[] };
    const { id } = list.content[0]!;
    const detail = (await (await fetch(`${apiOrigin}/api/prayers/get-detail?id=${id}`)).json()) as { content: { name: string } };
    const { html, head } = await render(`/prayers/info/${id}`);
    expect(head).toEqual({ title: `${detail.content.name} | Touhou LostWord Tracker`, status: 200 });
    expect(html).toContain('<h1 id="page-title"');
  });

  it("a section's own not-found page is a 404", async () => {
    expect((await render('/prayers/not-a-page')).head).toEqual({ title: 'Error Page Not Found | Touhou LostWord Tracker', status: 404 });
  });

  it('the home is titled by the site, and each shell page by itself (an unknown path is the 404 page)', async () => {
    expect(renderHomePage(await apiHomePayload(), NOW).head).toEqual({ title: 'Touhou LostWord Tracker', status: 200 });
    const renderPageHead = (input: { url: string; now: number }) => renderShellPage(input)?.head;
    expect(renderPageHead({ url: '/menu', now: NOW })).toEqual({ title: 'Menu | Touhou LostWord Tracker', status: 200 });
    expect(renderPageHead({ url: '/settings', now: NOW })).toEqual({ title: 'Settings | Touhou LostWord Tracker', status: 200 });
    expect(renderPageHead({ url: '/offline', now: NOW })).toEqual({ title: 'You are offline | Touhou LostWord Tracker', status: 200 });
    expect(renderPageHead({ url: '/404', now: NOW })).toEqual({ title: 'Error Page Not Found | Touhou LostWord Tracker', status: 404 });
    expect(renderPageHead({ url: '/no/such/page?x=1', now: NOW })).toEqual({
      title: 'Error Page Not Found | Touhou LostWord Tracker',
      status: 404,
    });
  });
});

describe('withPageTitle', () => {
  const HTML =
    '<html><head><meta charset="utf-8"><title>Touhou LostWord Tracker</title><style>a{}</style></head><body><svg><title>afes</title></svg></body></html>';

  it("replaces the head's title, escaped, and leaves the body's SVG titles alone", () => {
    expect(withPageTitle(HTML, 'Relic Festival Rerun Prayer: Aya & Lunasa | Touhou LostWord Tracker')).toBe(
      '<html><head><meta charset="utf-8"><title>Relic Festival Rerun Prayer: Aya &amp; Lunasa | Touhou LostWord Tracker</title><style>a{}</style></head><body><svg><title>afes</title></svg></body></html>',
    );
  });

  it('adds one to a head without, and keeps the HTML as it is without a title', () => {
    expect(withPageTitle('<html><head></head><body><svg><title>x</title></svg></body></html>', 'Menu | T')).toBe(
      '<html><head><title>Menu | T</title></head><body><svg><title>x</title></svg></body></html>',
    );
    expect(withPageTitle(HTML, null)).toBe(HTML);
  });
});
