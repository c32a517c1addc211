import { expect, test, type APIRequestContext } from './fixtures';
import type { PrayerListNextResponse, PrayerListResponse, PrayerSummary } from 'shared-domain/schemas/api/prayers';

// The placeholder banner holds the prayer's whole name: measured with Chromium's own fonts, every
// line of text lies inside the part of the art a page shows. The list shows the small art whole; the
// detail page shows the large art in a 2:1 frame cropped to cover, i.e. its middle 2 x height.

async function allPrayers(request: APIRequestContext): Promise<PrayerSummary[]> {
  const first = (await (await request.get('/api/prayers/get-list')).json()) as PrayerListResponse;
  const list = [...first.content];
  let isLast = first.isLast;
  while (!isLast) {
    const next = (await (await request.get(`/api/prayers/get-list-2?last=${list[list.length - 1]!.id}`)).json()) as PrayerListNextResponse;
    list.push(...next.content);
    isLast = next.isLast || next.content.length === 0;
  }
  return list;
}

test('@prayers the banner art of the longest prayer names keeps every line inside what the list and the detail page show', async ({
  page,
  request,
}) => {
  const list = await allPrayers(request);
  const longest = [...list].sort((a, b) => b.name.length - a.name.length || a.id - b.id).slice(0, 3);
  // Prayer 492's name was cut at both edges ("…Relic Festival Rerun Prayer: Aya & Lunas…").
  const prayers = [...longest, ...list.filter((p) => p.id === 492)];
  for (const prayer of prayers) {
    for (const url of [prayer.image.img, prayer.image.largeImg]) {
      await page.goto(url);
      const art = await page.evaluate(() => {
        const svg = document.querySelector('svg')!;
        const { width, height } = svg.viewBox.baseVal;
        const lines = [...svg.querySelectorAll('text')].map((t) => {
          const b = t.getBBox();
          return { text: t.textContent ?? '', left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
        });
        return { width, height, lines };
      });
      const shown = Math.min(art.width, 2 * art.height);
      const [left, right] = [(art.width - shown) / 2, (art.width + shown) / 2];
      expect(
        art.lines
          .slice(1)
          .map((l) => l.text)
          .join(' '),
        url,
      ).toBe(prayer.name);
      for (const line of art.lines) {
        expect(line.left, `${url} "${line.text}"`).toBeGreaterThanOrEqual(left);
        expect(line.right, `${url} "${line.text}"`).toBeLessThanOrEqual(right);
        expect(line.top, `${url} "${line.text}"`).toBeGreaterThanOrEqual(0);
        expect(line.bottom, `${url} "${line.text}"`).toBeLessThanOrEqual(art.height);
      }
    }
  }
});
