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

/** `goto` and `reload` that wait for the load event (the default) also wait for the shell to start. */
function waitForStart(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load') await untilStarted(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if ((options?.waitUntil ?? 'load') === 'load') await untilStarted(page);
    return response;
  };
}

/** Playwright's `test`, whose every page in the test's context navigates as above. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForStart);
    await use(context);
  },
});
