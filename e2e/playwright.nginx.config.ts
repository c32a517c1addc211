import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base, { CSP_REPORT_FILE, E2E_PORTS, E2E_REMOTE_ORIGINS, SERVE_DIR } from './playwright.config';

/**
 * The cross-remote journeys (@cross) and the server-rendering ones (@ssr) against the production
 * builds as deploy/ runs them (deploy/run-nginx-site.ts): Debian's nginx with the generated configs,
 * its page cache in front of two shell servers (server rendering), the build's files from disk, and
 * two API instances. Same ports as the main suite (they run one after the other), so the journeys
 * need no change. nginx.spec.ts then stops one API instance mid-run, and
 * nginx-shell-failover.spec.ts one shell server.
 */
export const NGINX_RUN_DIR = path.join(SERVE_DIR, 'nginx');
export const NGINX_API_PORTS = [14001, 14002];
export const NGINX_SHELL_PORTS = [18081, 18082];

export default defineConfig({
  ...base,
  // Tests that control the node servers (@local) do not apply; nginx*.spec.ts are this config's own.
  // The alias tables (hundreds of client-side redirects, ~2 min) test the router, not the server:
  // the main suite runs them; here the canonical pages, 404 and a redirect cover nginx's routing.
  grep: /@cross|@ssr|@nginx/,
  grepInvert: /@local|alias and redirect lands/,
  reporter: [['list'], ['html', { outputFolder: path.join(__dirname, 'playwright-report-nginx'), open: 'never' }]],
  projects: [
    {
      name: 'nginx-journeys',
      testIgnore: [/nginx(-shell-failover)?\.spec\.ts/, /redeploy\.spec\.ts/, /skew\.spec\.ts/, /section-boundary\.spec\.ts/],
    },
    // Stopping an API instance comes after the journeys, so they run with both; stopping a shell
    // server comes last.
    { name: 'nginx-failover', testMatch: /nginx\.spec\.ts/, dependencies: ['nginx-journeys'] },
    { name: 'nginx-shell-failover', testMatch: /nginx-shell-failover\.spec\.ts/, dependencies: ['nginx-failover'] },
  ],
  webServer: {
    command: `${path.join(__dirname, '..', 'api-mock', 'node_modules', '.bin', 'tsx')} ../deploy/run-nginx-site.ts`,
    // Answered by a shell server (nginx serves remotes.json itself): the site is up once one is.
    url: `http://localhost:${E2E_PORTS.SHELL_PORT}/robots.txt`,
    // Printed once every shell server renders each section (deploy/run-nginx-site.ts warms them).
    wait: { stdout: /nginx site at/ },
    reuseExistingServer: false,
    timeout: 120_000,
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
