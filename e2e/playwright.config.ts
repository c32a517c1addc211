import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { envOf, REMOTE_IDS } from '../ports.config.mjs';

/** Each remote of ports.config.mjs on its own suite port, 13001 onwards in that file's order. */
const E2E_REMOTE_PORTS = REMOTE_IDS.map((id, i) => ({ id, port: String(13001 + i) }));
// The suite runs on its own ports so it never collides with a site started by `npm start`.
export const E2E_PORTS: { readonly SHELL_PORT: string; readonly API_PORT: string } & Readonly<Record<string, string>> = {
  SHELL_PORT: '18080',
  API_PORT: '14000',
  // One per remote, named as ports.config.mjs reads it: CHARACTERS_PORT, STORY_CARDS_PORT…
  ...Object.fromEntries(E2E_REMOTE_PORTS.map(({ id, port }) => [envOf(id, 'PORT'), port])),
};
export const SERVE_DIR = path.join(__dirname, '.serve');
/** The shell's server appends every CSP violation report here; global-teardown fails the run on any. */
export const CSP_REPORT_FILE = path.join(SERVE_DIR, 'csp-reports.ndjson');
/**
 * QA runs the suite against a deployed site with E2E_BASE_URL; then no server is started, and tests
 * that must control the servers (tagged @local: redeploys, remotes taken down, fixture remotes served
 * from this machine) are left out.
 */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys whose outcome nginx decides: its own pages and cache (nginx-pages), server rendering
 * and titles through its cache (ssr, page-titles), link previews, headers (security, allow-list),
 * the service worker's offline copy, preloads (prefetch, unused-preloads), where a path lands
 * (routes) and the calendar files' headers and 304s (nginx-calendar). playwright.nginx.config.ts runs
 * their tests tagged for a deployment (@cross, @ssr, @nginx; not @local) against nginx in front of the
 * node servers; the main suite leaves those to it rather than run each one twice.
 */
export const THROUGH_NGINX = [
  'nginx-pages',
  'ssr',
  'page-titles',
  'link-preview',
  'security',
  'allow-list',
  'offline',
  'prefetch',
  'unused-preloads',
  'routes',
  'nginx-calendar',
];
/** A test's grep title is "<project> <file> <describes> <title> <tags>": the tests the nginx run takes. */
const RUN_THROUGH_NGINX = new RegExp(`^(?!.*@local)(?=.* (${THROUGH_NGINX.join('|')})\\.spec\\.ts )(?=.*(@cross|@ssr|@nginx))`);

const LOCAL_REMOTE_ORIGINS = E2E_REMOTE_PORTS.map(({ port }) => `http://localhost:${port}`);
/** The remote origins the local site allows: its five remotes, and fixture remotes served by tests on 127.0.0.1. */
export const E2E_REMOTE_ORIGINS = [...LOCAL_REMOTE_ORIGINS, 'http://127.0.0.1:*'];

export default defineConfig({
  testDir: './tests',
  // *.test.ts beside them are Jest's (tables that need no browser).
  testMatch: '**/*.spec.ts',
  // A stray test.only would quietly run one test and pass the run.
  forbidOnly: true,
  grepInvert: EXTERNAL_BASE_URL ? /@local/ : undefined,
  // Twice Playwright's defaults: a slower machine of this kind, two workers sharing its two cores, needs
  // them (the measurements are in docs/testing.md, Timeouts).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  globalSetup: EXTERNAL_BASE_URL ? undefined : './global-setup.ts',
  globalTeardown: EXTERNAL_BASE_URL ? undefined : './global-teardown.ts',
  // An HTML report (with the traces of failed tests) in e2e/playwright-report; the JSON report feeds
  // the test command's closing line (PLAYWRIGHT_JSON_OUTPUT_FILE).
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(__dirname, 'playwright-report'), open: 'never' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
  ],
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://localhost:${E2E_PORTS.SHELL_PORT}`,
    // Recording a trace costs every test a good share of the machine; a failure is traced on its retry.
    trace: 'on-first-retry',
    // Playwright's page.route() does not see a service worker's fetches, and many journeys route
    // requests (a remote taken down, a changed remotes.json): the worker is off except where a spec
    // opts in (offline.spec.ts: serviceWorkers 'allow').
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // nginx*.spec.ts belong to playwright.nginx.config.ts (its own servers); against an external site the
    // fixture-remote specs cannot run (their remotes are served from this machine).
    {
      name: 'journeys',
      // Against a deployed site (QA) there is no nginx run: every journey runs here.
      ...(EXTERNAL_BASE_URL ? {} : { grepInvert: RUN_THROUGH_NGINX }),
      testIgnore: [
        /redeploy\.spec\.ts/,
        /nginx[\w-]*\.spec\.ts/,
        ...(EXTERNAL_BASE_URL ? [/skew\.spec\.ts/, /section-boundary\.spec\.ts/] : []),
      ],
    },
    // Redeploying replaces a remote's served files: run it after everything else.
    { name: 'redeploy', testMatch: /redeploy\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        command: 'node ../shell/scripts/serve-site.mjs',
        url: `http://localhost:${E2E_PORTS.SHELL_PORT}/remotes.json`,
        reuseExistingServer: false,
        // The API, five remote servers and the shell's server, started side by side.
        timeout: 20_000,
        env: {
          ...E2E_PORTS,
          REMOTES_SERVE_DIR: SERVE_DIR,
          LOG_LEVEL: 'warn',
          REMOTE_ORIGINS: E2E_REMOTE_ORIGINS.join(' '),
          CSP_REPORT_FILE,
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
