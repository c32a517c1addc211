import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Until the shell's code has taken over a server-rendered page and its section has hydrated (or
 * shown that its remote could not be had). The entry runs once the page has painted, and on
 * loopback the load event may come first: a click right after `goto` would find the server's HTML
 * without handlers, where a player on a phone sees the page paint well before its load event. Pages
 * the server did not render carry no marker and pass at once; a section held back on purpose (a
 * test's route that delays its remote) is left to the test's own checks after a while.
 */
async function untilStarted(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('#root[data-server-rendered-at], #root[data-server-rendered-section]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}

/** A navigation that waited for the load event (the default) then waits for the shell to start. */
async function thenStarted<R>(page: Page, navigation: Promise<R>, options?: { waitUntil?: string }): Promise<R> {
  const response = await navigation;
  if ((options?.waitUntil ?? 'load') === 'load') await untilStarted(page);
  return response;
}

function waitForStart(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => thenStarted(page, goto(url, options), options);
  page.reload = (options) => thenStarted(page, reload(options), options);
}

/** Playwright's `test`, whose every page in the test's context navigates as above. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForStart);
    await use(context);
  },
});
