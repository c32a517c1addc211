import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SERVE_DIR } from '../playwright.config';
import { expectHeading } from './support';

const REMOTE_DIR = path.join(__dirname, '..', '..', 'remotes', 'update-log');

test('@cross @local a rebuilt remote is picked up on the next reload; the shell is neither rebuilt nor restarted', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/update-log');
  await expectHeading(page, 'Update Log');
  const section = page.locator('[data-remote="update-log"]');
  const before = await section.getAttribute('data-remote-build');
  const shellScripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src));

  // Build a new version of one remote into a fresh folder, then deploy it by copying its files
  // over the served ones (old hashed chunks stay, as on a CDN).
  const build = `redeploy-${Date.now()}`;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'update-log-build-'));
  execFileSync(path.join(REMOTE_DIR, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: REMOTE_DIR,
    env: { ...process.env, REMOTE_BUILD_ID: build, RSPACK_OUT_DIR: out },
    stdio: 'pipe',
  });
  fs.cpSync(out, path.join(SERVE_DIR, 'update-log'), { recursive: true });
  fs.rmSync(out, { recursive: true, force: true });

  await page.reload();
  await expectHeading(page, 'Update Log');
  await expect(section).toHaveAttribute('data-remote-build', build);
  expect(before).not.toBe(build);
  // Same shell bundle as before the redeploy (the shell's own scripts: once the page has settled,
  // link prefetch may add other remotes' entries beside them).
  const own = (srcs: string[]) => srcs.filter((src) => new URL(src).origin === new URL(page.url()).origin);
  expect(own(await page.locator('script[src]').evaluateAll((s) => s.map((e) => (e as HTMLScriptElement).src)))).toEqual(own(shellScripts));
});
