import { expect, test } from './fixtures';
import { expectHeading, mainNav } from './support';

test('@cross the page loads exactly one React (and one copy of each shared singleton)', async ({ page }) => {
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
  const sections: Array<[string, string | RegExp]> = [
    ['Characters', 'Character Tracker'],
    ['Prayers', 'Touhou LostWord Prayer Tracker'],
    ['Story Cards', 'Story Card Tracker'],
    ['Scarlet Tower', /^Floor #/],
    ['Update Log', 'Update Log'],
    ['Home', 'Touhou LostWord Tracker'],
  ];
  await page.goto('/');
  // Client-side navigation through the navbar, so every remote joins the same page.
  for (const [link, heading] of sections) {
    await mainNav(page).getByRole('link', { name: link, exact: true }).click();
    await expectHeading(page, heading);
  }
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
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
