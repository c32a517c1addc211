import { defineConfig } from '@playwright/test';
import path from 'node:path';
import base, { CSP_REPORT_FILE, E2E_PORTS, E2E_REMOTE_ORIGINS, SERVE_DIR } from './playwright.config';

/**
 * The cross-remote journeys (@cross) against the production builds served by Debian's nginx with
 * the generated deploy/ configs, in front of two API instances (deploy/run-nginx-site.ts). Same
 * ports as the main suite (they run one after the other), so the journeys need no change.
 * nginx.spec.ts then stops one API instance mid-run.
 */
export const NGINX_RUN_DIR = path.join(SERVE_DIR, 'nginx');
export const NGINX_API_PORTS = [14001, 14002];

export default defineConfig({
  ...base,
  // Tests that control the node servers (@local) do not apply; nginx.spec.ts is this config's own.
  // The alias tables (hundreds of client-side redirects, ~2 min) test the router, not the server:
  // the main suite runs them; here the canonical pages, 404 and a redirect cover nginx's fallback.
  // The home payload inlined into the HTML is the node origin's (shell/server/home-inline.ts); nginx
  // serves the static index.html and the page fetches its data.
  grep: /@cross|@nginx/,
  grepInvert: /@local|alias and redirect lands|inlined in the HTML/,
  reporter: [['list'], ['html', { outputFolder: path.join(__dirname, 'playwright-report-nginx'), open: 'never' }]],
  projects: [
    { name: 'nginx-journeys', testIgnore: [/nginx\.spec\.ts/, /redeploy\.spec\.ts/, /skew\.spec\.ts/, /section-boundary\.spec\.ts/] },
    // Stopping an API instance comes last, so the journeys run with both.
    { name: 'nginx-failover', testMatch: /nginx\.spec\.ts/, dependencies: ['nginx-journeys'] },
  ],
  webServer: {
    command: `${path.join(__dirname, '..', 'api-mock', 'node_modules', '.bin', 'tsx')} ../deploy/run-nginx-site.ts`,
    url: `http://localhost:${E2E_PORTS.SHELL_PORT}/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...E2E_PORTS,
      API_PORTS: NGINX_API_PORTS.join(','),
      NGINX_RUN_DIR,
      REMOTE_ORIGINS: E2E_REMOTE_ORIGINS.join(' '),
      CSP_REPORT_FILE,
      LOG_LEVEL: 'warn',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
