import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How long after the load event the shell's code may take to start and its section to hydrate (twice the slowest seen). */
const START_TIMEOUT_MS = 15_000;

/**
 * Until the shell's code has taken over a server-rendered page and its section has hydrated (or
 * shown that its remote could not be had). The entry runs once the page has painted, and on
 * loopback the load event may come first: a click right after `goto` would find the server's HTML
 * without handlers, where a player on a phone sees the page paint well before its load event. Pages
 * the server did not render carry no marker and pass at once. A page that never gets there fails
 * the navigation: a journey that holds a section back on purpose says so with
 * `test.use({ holdsSectionBack: true })` and checks the page itself.
 */
async function untilStarted(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => !document.querySelector('#root[data-server-rendered-at], #root[data-server-rendered-section]'),
      undefined,
      { timeout: START_TIMEOUT_MS },
    );
  } catch (error) {
    if (page.isClosed()) return;
    throw new Error(
      `${page.url()}: the shell's code had not started, or its section had not hydrated, ${START_TIMEOUT_MS / 1000} s after the load event ` +
        `(a journey that holds a section back on purpose sets test.use({ holdsSectionBack: true }))`,
      { cause: error },
    );
  }
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

/** Playwright's `test`, whose every page in the test's context navigates as above (unless the journey holds a section back). */
export const test = base.extend<{ holdsSectionBack: boolean }>({
  holdsSectionBack: [false, { option: true }],
  context: async ({ context, holdsSectionBack }, use) => {
    if (!holdsSectionBack) context.on('page', waitForStart);
    await use(context);
  },
});
