import { defineConfig } from '@playwright/test';
import path from 'node:path';

// The suite runs on its own ports so it never collides with a site started by `npm start`.
export const E2E_PORTS = {
  SHELL_PORT: '18080',
  API_PORT: '14000',
  CHARACTERS_PORT: '13001',
  PRAYERS_PORT: '13002',
  STORY_CARDS_PORT: '13003',
  TOWER_PORT: '13004',
  UPDATE_LOG_PORT: '13005',
};
export const SERVE_DIR = path.join(__dirname, '.serve');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report feeds the test command's closing line (PLAYWRIGHT_JSON_OUTPUT_FILE).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.SHELL_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /redeploy\.spec\.ts/ },
    // Redeploying replaces a remote's served files: run it after everything else.
    { name: 'redeploy', testMatch: /redeploy\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node ../shell/scripts/serve-site.mjs',
    url: `http://localhost:${E2E_PORTS.SHELL_PORT}/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...E2E_PORTS, REMOTES_SERVE_DIR: SERVE_DIR, LOG_LEVEL: 'warn' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
