import { expect, test } from '@playwright/test';
import { expectHeading } from './support';

test('the page loads exactly one React (and one copy of each shared singleton)', async ({ page }) => {
  // A stand-in for the React DevTools hook: every react-dom copy registers itself here once.
  await page.addInitScript(() => {
    const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__renderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__renderers += 1;
        return w.__renderers;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const pages: Array<[string, string | RegExp]> = [
    ['/', 'Touhou LostWord Tracker'],
    ['/characters', 'Character Tracker'],
    ['/prayers', 'Touhou LostWord Prayer Tracker'],
    ['/story-cards', 'Story Card Tracker'],
    ['/stages/scarlet-devil-tower', /^Floor #/],
    ['/update-log', 'Update Log'],
  ];
  await page.goto('/');
  for (const [path, heading] of pages) {
    // Client-side navigation, so every remote joins the same page.
    await page.evaluate((to) => {
      const a = document.createElement('a');
      a.href = to;
      document.querySelector('nav')?.append(a);
      a.click();
      a.remove();
    }, path);
    await expectHeading(page, heading);
  }
  expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);

  // The federation runtime's share scope: each singleton has been loaded from one provider only.
  const loaded = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown; from?: string }>>>;
    const fed = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Shared> } }).__FEDERATION__;
    const counts: Record<string, string[]> = {};
    for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
      for (const [, packages] of Object.entries(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded || info.lib) (counts[name] ??= []).push(`${version} from ${info.from ?? '?'}`);
          }
        }
      }
    }
    return counts;
  });
  for (const name of ['react', 'react-dom', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit']) {
    expect(loaded[name], name).toBeDefined();
  }
  for (const [name, copies] of Object.entries(loaded)) {
    expect(new Set(copies).size, `${name}: ${copies.join(', ')}`).toBe(1);
  }
});
