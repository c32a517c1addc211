import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SERVE_DIR } from '../playwright.config';
import { buildFixtureRemote, expectHeading } from './support';

const REMOTE_DIST = path.join(__dirname, '..', '..', 'remotes', 'update-log', 'dist');
const SERVED = path.join(SERVE_DIR, 'update-log');

// The remote as the site was started with it, before the journey (a retry finds it redeployed) and after.
const serveOwnBuild = () => fs.cpSync(REMOTE_DIST, SERVED, { recursive: true });
test.beforeEach(serveOwnBuild);
test.afterAll(serveOwnBuild);

test('@cross @local a rebuilt remote is picked up on the next reload; the shell is neither rebuilt nor restarted', async ({ page }) => {
  await page.goto('/update-log');
  await expectHeading(page, 'Update Log');
  const section = page.locator('[data-remote="update-log"]');
  const before = await section.getAttribute('data-remote-build');
  const shellScripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));

  // A new version of one remote, built from the working tree with its own build id, deployed by
  // copying its files over the served ones (old hashed chunks stay, as on a CDN).
  const build = 'redeploy';
  fs.cpSync(buildFixtureRemote({ remote: 'update-log', buildId: build }), SERVED, { recursive: true });

  await page.reload();
  await expectHeading(page, 'Update Log');
  await expect(section).toHaveAttribute('data-remote-build', build);
  expect(before).not.toBe(build);
  // Same shell bundle as before the redeploy (the shell's own scripts: once the page has settled,
  // link prefetch may add other remotes' entries beside them).
  const own = (srcs: string[]) => srcs.filter((src) => new URL(src).origin === new URL(page.url()).origin);
  expect(own(await page.locator('script[src]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src)))).toEqual(own(shellScripts));
});
