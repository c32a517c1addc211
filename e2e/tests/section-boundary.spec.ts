import { expect, test } from './fixtures';
import { buildFixtureRemote, expectHeading, mainNav, serveFolder, useRemoteFrom, writeRemoteSource } from './support';

// Defect 17: one page of a section that throws while rendering must not block the section's
// other pages. The section is a fixture remote with a page that always throws.

const ROUTES = `
import { Link } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PageSuspense } from 'shared-ui/page/page-suspense';

function Broken(): never {
  throw new Error('This page is broken on purpose');
}
const Index = () => (
  <PageFrame title="Update Log">
    <Link to="broken">Broken page</Link>
  </PageFrame>
);
// Each page in a page boundary, as every real page is: it says when the page has hydrated.
export default defineRemoteRoutes(
  'update-log',
  [
    { index: true, element: <PageSuspense><Index /></PageSuspense> },
    { path: 'broken', element: <PageSuspense><Broken /></PageSuspense> },
  ],
  process.env.REMOTE_BUILD_ID,
);
`;

let server: { origin: string; close: () => Promise<void> };

test.beforeAll(async () => {
  const folder = buildFixtureRemote({
    remote: 'update-log',
    edit: (root) => writeRemoteSource(root, 'update-log', { 'routes.tsx': ROUTES }),
    buildId: 'boundary',
  });
  server = await serveFolder(folder);
});
test.afterAll(async () => {
  await server?.close();
});

test('@cross @local after a page of a section fails, the next page of the same section shows', async ({ page }) => {
  page.on('pageerror', () => undefined);
  await useRemoteFrom(page, 'update-log', server.origin);
  await page.goto('/update-log');
  await expectHeading(page, 'Update Log');
  await page.getByRole('link', { name: 'Broken page' }).click();
  await expectHeading(page, 'Sorry, you got an error');
  await expect(page.getByText('This page is broken on purpose')).toBeVisible();

  // Another page of the same section: the error is gone.
  await mainNav(page).getByRole('link', { name: 'Update Log' }).click();
  await expectHeading(page, 'Update Log');
  await expect(page.getByRole('link', { name: 'Broken page' })).toBeVisible();

  // Back to the broken page, and Back again.
  await page.goBack();
  await expectHeading(page, 'Sorry, you got an error');
  await page.goBack();
  await expectHeading(page, 'Update Log');
});
