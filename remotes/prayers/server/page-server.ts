import { prayersContract as api } from 'shared-domain/api/contract/prayers';
import { apiUrlFor, preparedPerText, type PageServer } from 'shared-domain/federation/page-server';
import { filterPrayers, indexPrayer } from '../src/prayer-list/prayer-filter';
import { parsePrayerQuery } from '../src/prayer-list/prayer-query';
import { prayerListResponseSchema } from 'shared-domain/schemas/api/prayers';

const LIST = '/prayers';
const DETAIL = /^\/prayers\/info\/([1-9]\d{0,8})$/;

/** The list's banners for a query, computed with the list page's own filter; read once per API answer. */
const listBanners = preparedPerText((json) => {
  const parsed = prayerListResponseSchema.safeParse(json);
  if (!parsed.success) return null;
  const entries = parsed.data.content.map(indexPrayer);
  return (query: URLSearchParams, now: number) => filterPrayers(entries, parsePrayerQuery(query).search, now).map((p) => p.image.img);
});

export const pageServer: PageServer = {
  firstData(url) {
    if (url.pathname === LIST) return [apiUrlFor(api.prayerList)];
    const id = DETAIL.exec(url.pathname)?.[1];
    return id ? [apiUrlFor(api.prayerDetail, { id: Number(id) })] : [];
  },
  // The list's largest first paint is its first prayers' banners. Settings the server cannot see
  // (JP content) are taken at their defaults: a visitor who changed them gets an unused preload.
  async firstImages(url, apiText, now) {
    if (url.pathname !== LIST) return [];
    const text = await apiText(apiUrlFor(api.prayerList));
    return text === null ? [] : (listBanners(text)?.(url.searchParams, now) ?? []);
  },
};
