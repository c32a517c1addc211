// The pages every browser bench measures (page vitals, Lighthouse), and the floor: a React hello
// world built by the site's toolchain and served by the shell's own static server.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createStaticApp } from '../../shell/server/static-app';
import { buildFloor } from './floor/build-floor';

export interface BenchPage {
  label: string;
  path: string;
  /** The page's own data element: present and visible means the data shows. */
  data: string;
  /** What a visitor does on the page (for INP). */
  interact: (page: Page) => Promise<void>;
  /**
   * Where the page shows the player's own collection, when it does: an element present only once a
   * collection with everything owned has been read (the page-vitals bench seeds one and times it).
   */
  marks?: string;
}

const openCharacterModal = async (page: Page) => {
  await page.locator('main a[href*="character="]').first().click();
  await page.getByRole('dialog').waitFor();
};
const typeInFilter = async (page: Page) => {
  const box = page.getByRole('searchbox').first();
  if (await box.isVisible().catch(() => false)) await box.pressSequentially('fes', { delay: 60 });
  else await page.getByRole('button', { name: 'Advanced Search' }).first().click();
};

/** A prayer whose page has the simulator with every pull (no pull limit, not a GC-only one). */
export async function simulatorPrayer(origin: string): Promise<{ id: number }> {
  const list = (await (await fetch(`${origin}/api/prayers/get-list`)).json()) as {
    content: { id: number; flags: { simulator: boolean; gcOnly: boolean }; max: number | null }[];
  };
  const prayer = list.content.find((p) => p.flags.simulator && !p.flags.gcOnly && p.max === null);
  if (!prayer) throw new Error('no prayer with a simulator in /api/prayers/get-list');
  return prayer;
}

export async function sitePages(origin: string): Promise<BenchPage[]> {
  const prayer = await simulatorPrayer(origin);
  return [
    { label: '/', path: '/', data: 'main li', interact: openCharacterModal, marks: '[data-testid="home-collection-summary"]' },
    // A prayer card's link: the count line exists (saying 'Loading...') before the data does.
    { label: '/prayers', path: '/prayers', data: 'main a[href^="/prayers/info/"]', interact: typeInFilter },
    {
      label: '/prayers/info/{id}',
      path: `/prayers/info/${prayer.id}`,
      data: '[data-testid="prayer-counters"]',
      // The check on each owned character of the rate-up list and the pool tables.
      marks: 'main [role="img"][data-owned]',
      interact: async (page) => {
        await page.getByRole('button', { name: /^Multi \(10\)/ }).click();
        await page.getByTestId('pull-results').locator('[data-filled]').first().waitFor();
      },
    },
    {
      label: '/story-cards',
      path: '/story-cards',
      data: 'main li',
      interact: typeInFilter,
      marks: 'main fieldset[data-owned] input[type="checkbox"]:checked',
    },
    {
      label: '/characters/release-order',
      path: '/characters/release-order',
      data: 'main img',
      interact: openCharacterModal,
      // A thumbnail's frame carries `data-owned` only when the unit is owned.
      marks: 'main a[href*="character="] [data-owned]',
    },
    {
      label: '/stages/scarlet-devil-tower',
      path: '/stages/scarlet-devil-tower?floor=2',
      data: '[data-testid="enemy-column"]',
      marks: '[data-testid="enemy-column"] [data-owned]',
      interact: async (page) => {
        await page.getByRole('navigation', { name: 'Floor list' }).getByRole('link', { name: '3F', exact: true }).click();
        await page.locator('h1', { hasText: 'Floor #3' }).waitFor();
      },
    },
    {
      label: '/update-log',
      path: '/update-log',
      data: 'main article',
      interact: async (page) => {
        await page.getByRole('button', { name: 'Quick settings' }).click();
        await page.getByRole('dialog').waitFor();
      },
    },
  ];
}

export const FLOOR: BenchPage = {
  label: 'floor (React hello world)',
  path: '/',
  data: '[data-floor-data]',
  interact: async (page) => {
    await page.getByRole('button', { name: /Clicked/ }).click();
    await page.getByText('Clicked 1 times').waitFor();
  },
};

/** Builds the floor and serves it on a free port, as the shell's server serves `/`. */
export async function serveFloor(): Promise<{ origin: string; close: () => Promise<void> }> {
  const floorDist = await buildFloor();
  const floorApp = await createStaticApp({ root: floorDist, spaFallback: true, cors: false });
  // As the shell's server does for `/` (the static app serves no directory index).
  floorApp.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  const origin = await floorApp.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    close: async () => {
      await floorApp.close();
      fs.rmSync(floorDist, { recursive: true, force: true });
    },
  };
}

/** BENCH_ONLY=<regular expression> keeps only the pages whose label matches (while working on one; '^/$' is the home). */
export function onlyPages<T extends { label: string }>(pages: T[], only = process.env.BENCH_ONLY): T[] {
  const pattern = only ? new RegExp(only) : null;
  return pages.filter((p) => !pattern || pattern.test(p.label));
}
