import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { hydrated } from './support';

/**
 * One spoiler rule everywhere: a unit a prayer names as a rate-up is named in its modal too. The
 * unit is picked from the API by its properties (status 'upcoming' with a dated global debut, as
 * Patchouli Knowledge was on prayer 553), so the journey holds whatever the content's ids are;
 * the page's clock is set around that debut.
 */

interface RateUp {
  character: number;
  name: string;
  thumbnail?: { status: string; debut?: string | null; jp?: boolean };
}
interface Prayer {
  id: number;
  rateUp: { characters: RateUp[] };
}

const DAY = 86_400_000;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });

async function allPrayers(request: APIRequestContext): Promise<Prayer[]> {
  const first = (await (await request.get('/api/prayers/get-list')).json()) as { content: Prayer[]; isLast: boolean };
  const prayers = [...first.content];
  let isLast = first.isLast;
  while (!isLast && prayers.length > 0) {
    const next = (await (await request.get(`/api/prayers/get-list-2?last=${prayers[prayers.length - 1]!.id}`)).json()) as {
      content: Prayer[];
      isLast: boolean;
    };
    prayers.push(...next.content);
    isLast = next.isLast || next.content.length === 0;
  }
  return prayers;
}

/** A prayer rating up a unit whose status is 'upcoming' and whose global debut is dated (the JP-flagged one first, as on prayer 553). */
async function upcomingRateUp(request: APIRequestContext): Promise<{ prayer: Prayer; unit: RateUp; debut: number }> {
  const found = (await allPrayers(request)).flatMap((prayer) =>
    prayer.rateUp.characters
      .filter((u) => u.thumbnail?.status === 'upcoming' && u.thumbnail.debut)
      .map((unit) => ({ prayer, unit, debut: Date.parse(unit.thumbnail!.debut!) })),
  );
  found.sort((a, b) => Number(b.unit.thumbnail!.jp === true) - Number(a.unit.thumbnail!.jp === true) || a.debut - b.debut);
  // The content's status and debut, not today's: the journey's clock is set around that debut.
  if (!found[0]) throw new Error("the content has no rate-up of status 'upcoming' with a dated debut");
  return found[0];
}

async function openFromRateUp(page: Page, prayer: Prayer, unit: RateUp) {
  await page.goto(`/prayers/info/${prayer.id}`);
  await hydrated(page);
  const rateUps = page.getByRole('region', { name: 'Rate Up:' });
  await rateUps.getByRole('link', { name: unit.name }).first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(`#${unit.character}`);
}

test.describe('@characters @prayers one spoiler rule for a character', () => {
  test("a unit out in global whose status still says 'upcoming' is named in the modal opened from its prayer's rate-up", async ({
    page,
    request,
  }) => {
    const { prayer, unit, debut } = await upcomingRateUp(request);
    // Two days after its global debut: released (the spec counts 'upcoming' as a released status).
    await page.clock.setFixedTime(debut + 2 * DAY);
    await openFromRateUp(page, prayer, unit);
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { level: 3 })).toHaveText(unit.name);
    await expect(modal).not.toContainText('Not out in the global version yet');
    await expect(modal).not.toContainText('spoiler');
    // Its state text is true: '(released)' alone, and no 'upcoming' tag beside it.
    await expect(modal).toContainText('(released)');
    await expect(modal).not.toContainText('Released in');
    await expect(modal.getByRole('list', { name: 'Type and role' })).not.toContainText('upcoming');
  });

  test('before its debut the same unit is named too (announced), counting down under the tag upcoming', async ({ page, request }) => {
    const { prayer, unit, debut } = await upcomingRateUp(request);
    await page.clock.setFixedTime(debut - DAY);
    await openFromRateUp(page, prayer, unit);
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { level: 3 })).toHaveText(unit.name);
    await expect(modal).not.toContainText('Not out in the global version yet');
    await expect(modal.getByRole('list', { name: 'Type and role' })).toContainText('upcoming');
    await expect(modal).toContainText(/Released in 0d 23h 59m 5\ds|Released in 1d 00h 00m 00s/);
    await expect(modal).not.toContainText('(released)');
  });
});
