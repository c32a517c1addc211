import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base, { CSP_REPORT_FILE, E2E_PORTS, E2E_REMOTE_ORIGINS, SERVE_DIR, THROUGH_NGINX } from './playwright.config';

/**
 * What nginx can change, against the production builds as deploy/ runs them
 * (deploy/run-nginx-site.ts): Debian's nginx with the generated configs, its page cache in front of
 * two shell servers (server rendering), the build's files from disk, and two API instances. Same
 * ports as the main suite (they run one after the other), so the journeys need no change.
 * nginx.spec.ts then stops one API instance mid-run, and nginx-shell-failover.spec.ts one shell server.
 */
export const NGINX_RUN_DIR = path.join(SERVE_DIR, 'nginx');
export const NGINX_API_PORTS = [14001, 14002];
export const NGINX_SHELL_PORTS = [18081, 18082];

export default defineConfig({
  ...base,
  // Of the THROUGH_NGINX files (playwright.config.ts), the tests that apply to a deployment (not the node servers' own: @local, nor
  // what the node server alone sends, left untagged).
  grep: /@cross|@ssr|@nginx/,
  grepInvert: /@local/,
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(__dirname, 'playwright-report-nginx'), open: 'never' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
  ],
  projects: [
    { name: 'nginx-journeys', testMatch: new RegExp(`/(${THROUGH_NGINX.join('|')})\\.spec\\.ts$`) },
    // Stopping an API instance comes after the journeys, so they run with both; stopping a shell
    // server comes last.
    { name: 'nginx-failover', testMatch: /nginx\.spec\.ts/, dependencies: ['nginx-journeys'] },
    // It kills a shell server, so a retry would find it dead already: no retry, and its first failure keeps its trace.
    {
      name: 'nginx-shell-failover',
      testMatch: /nginx-shell-failover\.spec\.ts/,
      dependencies: ['nginx-failover'],
      retries: 0,
      use: { trace: 'retain-on-failure' },
    },
  ],
  webServer: {
    command: `${path.join(__dirname, '..', 'api-mock', 'node_modules', '.bin', 'tsx')} ../deploy/run-nginx-site.ts`,
    // Answered by a shell server (nginx serves remotes.json itself): the site is up once one is.
    url: `http://localhost:${E2E_PORTS.SHELL_PORT}/robots.txt`,
    // Printed once every shell server renders each section (deploy/run-nginx-site.ts warms them).
    wait: { stdout: /nginx site at/ },
    reuseExistingServer: false,
    // Two API instances, two shell servers warmed on every section, five remote servers and nginx.
    timeout: 35_000,
    env: {
      ...E2E_PORTS,
      API_PORTS: NGINX_API_PORTS.join(','),
      SHELL_SERVER_PORTS: NGINX_SHELL_PORTS.join(','),
      NGINX_RUN_DIR,
      REMOTE_ORIGINS: E2E_REMOTE_ORIGINS.join(' '),
      CSP_REPORT_FILE,
      LOG_LEVEL: 'warn',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
