import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import {
  buildFixtureRemote,
  collectPageErrors,
  expectHeading,
  mainNav,
  previousSharedCommit,
  serveFolder,
  useRemoteFrom,
  writeRemoteSource,
} from './support';

// Independent deploys (issue 7 item 12): remotes built against other versions of shared-ui /
// shared-domain than the running shell's. Each fixture is built here, served on its own port and
// swapped into /remotes.json for one page, so the other journeys never see it.

const REPO = path.join(__dirname, '..', '..');
const sharedUiVersion = (JSON.parse(fs.readFileSync(path.join(REPO, 'shared-ui/package.json'), 'utf8')) as { version: string }).version;
// The last commit before the characters remote exposed `./character-modal`.
const BEFORE_CHARACTER_MODAL = '7fb2eb2';

/** A remote page written for the fixture, using shared modules the shell shares and one it does not. */
const FIXTURE_ROUTES = `
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PageSuspense } from 'shared-ui/page/page-suspense';
import { baseApi } from 'shared-ui/api/base-api';
import { SkewProbe } from 'shared-ui/skew-probe/skew-probe';

function Page() {
  return (
    <PageFrame title="Skew Fixture">
      <p>api: {baseApi.reducerPath}</p>
      <SkewProbe />
    </PageFrame>
  );
}
// In a page boundary, as every real page is: it says when the page has hydrated.
export default defineRemoteRoutes('update-log', [{ index: true, element: <PageSuspense><Page /></PageSuspense> }], process.env.REMOTE_BUILD_ID);
`;
/** New in the fixture's shared-ui, and a singleton (the marker): the running shell has never heard of it. */
const SKEW_PROBE = `// federation: singleton — stands for a stateful module newer than the running shell
export function SkewProbe() {
  return <p>A shared module newer than the shell, from the remote's own copy.</p>;
}
`;

function fixtureWithNewSharedModule(root: string, sharedUi?: string) {
  writeRemoteSource(root, 'update-log', { 'routes.tsx': FIXTURE_ROUTES });
  fs.mkdirSync(path.join(root, 'shared-ui/src/skew-probe'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shared-ui/src/skew-probe/skew-probe.tsx'), SKEW_PROBE);
  if (sharedUi) {
    const file = path.join(root, 'shared-ui/package.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), version: sharedUi }, null, 2));
  }
}

const folders: Record<string, string> = {};
const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (name: string) => {
  const server = await serveFolder(folders[name]!);
  servers.push(server);
  return server.origin;
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  // Four fixture remotes built when the build cache has none of them.
  test.setTimeout(40_000);
  // The previous shared packages with the remote as it was then. A commit whose remote did not
  // build (a work-in-progress commit) is skipped for the one before it.
  let ref = previousSharedCommit();
  for (let attempt = 0; ; attempt += 1) {
    try {
      folders.previous = buildFixtureRemote({ remote: 'update-log', ref, buildId: `skew-previous-${ref.slice(0, 7)}` });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
      ref = `${ref}~1`;
    }
  }
  folders.oldCharacters = buildFixtureRemote({ remote: 'characters', ref: BEFORE_CHARACTER_MODAL, buildId: 'skew-before-modal' });
  folders.ownCopy = buildFixtureRemote({
    remote: 'update-log',
    edit: (root) => fixtureWithNewSharedModule(root),
    buildId: 'skew-own-copy',
  });
  folders.tooNew = buildFixtureRemote({
    remote: 'update-log',
    edit: (root) => fixtureWithNewSharedModule(root, '1.99.0'),
    buildId: 'skew-too-new',
  });
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

test("@cross @local a remote built from the previous version of the shared packages works beside today's shell, on the shell's instances", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await useRemoteFrom(page, 'update-log', await serve('previous'));
  await page.goto('/update-log');
  await expectHeading(page, 'Update Log');
  await expect(page.locator('[data-remote="update-log"]')).toHaveAttribute('data-remote-build', /^skew-previous-/);
  // The store and the RTK Query api the old remote uses are the shell's: no other copy was loaded.
  const foreign = await page.evaluate(() => {
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const scope of Object.values(scopes)) {
      for (const key of ['shared-domain/store/app-store', 'shared-ui/api/base-api', 'react', 'react-redux']) {
        for (const [version, entry] of Object.entries(scope.default?.[key] ?? {})) {
          if (entry.from !== 'shell' && (entry.loaded || typeof entry.lib === 'function'))
            loaded.push(`${key}@${version} from ${entry.from}`);
        }
      }
    }
    return loaded;
  });
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('@cross @local a remote that predates the character modal still runs its section; the modal says it is unavailable', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await useRemoteFrom(page, 'characters', await serve('oldCharacters'));
  await page.goto('/characters?character=1001');
  await expectHeading(page, 'Character Tracker');
  const dialog = page.getByRole('dialog', { name: 'Character' });
  await expect(dialog.getByRole('heading', { name: 'Character Tracker is unavailable' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("@cross @local a shared module the shell does not have runs from the remote's own copy", async ({ page }) => {
  const errors = collectPageErrors(page);
  await useRemoteFrom(page, 'update-log', await serve('ownCopy'));
  await page.goto('/update-log');
  await expectHeading(page, 'Skew Fixture');
  await expect(page.getByText("A shared module newer than the shell, from the remote's own copy.")).toBeVisible();
  await expect(page.getByText('api: api')).toBeVisible();
  expect(errors).toEqual([]);
});

test('@cross @local a remote that needs newer shared code than the shell runs fails inside its own box, with a clear message', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await useRemoteFrom(page, 'update-log', await serve('tooNew'));
  await page.goto('/update-log');
  await expectHeading(page, 'Update Log is unavailable');
  await expect(page.getByRole('alert')).toContainText(`Update Log needs shared-ui ^1.99.0, but this site runs ${sharedUiVersion}`);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Never a blank page: the chrome and the other sections keep working.
  await mainNav(page).getByRole('link', { name: 'Characters' }).click();
  await expectHeading(page, 'Character Tracker');
  expect(errors.filter((e) => /is not a function|undefined/.test(e))).toEqual([]);
});
