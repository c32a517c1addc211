import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { SERVE_DIR } from '../playwright.config';
import { entryPreloads, buildFixtureRemote, expectHeading, hydrated } from './support';

// A team adds a page by deploying its remote alone: the tower remote is rebuilt with one more page
// (declared in its page manifest, with its first data computed by its server bundle) and copied
// over the served files. The shell is neither rebuilt nor restarted, yet its menu lists the page
// and its server renders it, titled, with the page's data preloaded.

const SITE = 'Touhou LostWord Tracker';
const PAGE_PATH = '/stages/tower-records';
const TOWER_DIST = path.join(__dirname, '..', '..', 'remotes', 'tower', 'dist');

const RECORDS_PAGE = `
import { PageFrame } from 'shared-ui/page/page-frame';
import { useTowerRewardsQuery } from '../towers-api';

export default function TowerRecordsPage() {
  const { data } = useTowerRewardsQuery();
  return (
    <PageFrame title="Tower Records">
      <p data-testid="records-count">{data ? \`\${data.content.length} rewards on record\` : 'Loading…'}</p>
    </PageFrame>
  );
}
`;

function addRecordsPage(root: string) {
  const remote = path.join(root, 'remotes', 'tower');
  fs.mkdirSync(path.join(remote, 'src', 'records'), { recursive: true });
  fs.writeFileSync(path.join(remote, 'src', 'records', 'tower-records-page.tsx'), RECORDS_PAGE);

  const routesFile = path.join(remote, 'src', 'routes.tsx');
  const routes = fs
    .readFileSync(routesFile, 'utf8')
    .replace(
      'const routes: RouteObject[] = [',
      `const TowerRecordsPage = lazyPage(() => import(/* webpackChunkName: "page:tower-records" */ './records/tower-records-page'));\nconst routes: RouteObject[] = [\n  { path: 'tower-records', ...pageRoute(TowerRecordsPage) },`,
    );
  fs.writeFileSync(routesFile, routes);

  const manifestFile = path.join(remote, 'src', 'page-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { pages: unknown[] };
  manifest.pages.push({
    path: PAGE_PATH,
    title: 'Tower Records',
    description: 'Every reward of the tower on one page.',
    menu: { label: 'Tower Records', order: 403 },
    aliases: [],
  });
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));

  const serverFile = path.join(remote, 'server', 'page-server.ts');
  const server = fs
    .readFileSync(serverFile, 'utf8')
    .replace(
      "      case '/stages/scarlet-devil-tower/rewards':",
      `      case '${PAGE_PATH}':\n      case '/stages/scarlet-devil-tower/rewards':`,
    );
  fs.writeFileSync(serverFile, server);
}

test.describe.configure({ mode: 'default' });

// The shell's server reads a remote's page manifest (and its server bundle) again once it is 10 s
// old, and the read answers the next request: a deployed (or restored) page shows within about 20 s.
const MANIFEST_SEEN_MS = 25_000;
const menuHasRecords = async (request: APIRequestContext) =>
  (await (await request.get('/menu', { headers: { Accept: 'text/html' } })).text()).includes('Tower Records');

test.afterAll(() => {
  // Back to the tower the site was started with (its own build's files over the fixture's).
  fs.cpSync(TOWER_DIST, path.join(SERVE_DIR, 'tower'), { recursive: true });
});

test('@cross @local a remote deployed with one more page: the menu lists it, the server renders it titled, with its data preloaded', async ({
  page,
  request,
}) => {
  // Two manifest reads, the build of the fixture remote (cached by its inputs) and a browser journey.
  test.setTimeout(60_000);
  // On a retry the tower was just restored: its menu is the old one once the shell has read it again.
  await expect.poll(() => menuHasRecords(request), { timeout: MANIFEST_SEEN_MS }).toBe(false);

  const folder = buildFixtureRemote({ remote: 'tower', edit: addRecordsPage, buildId: 'extra-page', serverBundle: true });
  fs.cpSync(folder, path.join(SERVE_DIR, 'tower'), { recursive: true });

  await expect.poll(() => menuHasRecords(request), { timeout: MANIFEST_SEEN_MS }).toBe(true);

  // Its server renders the page (its remote's server bundle is fetched again), titled, with the
  // page's first data among what the page preloads with its entry script, as the remote's page-server computes it.
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(PAGE_PATH, { headers: { Accept: 'text/html' } });
        html = await response.text();
        return html.includes('data-server-rendered-at=') && html.includes('rewards on record');
      },
      { timeout: MANIFEST_SEEN_MS },
    )
    .toBe(true);
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`Tower Records | ${SITE}`);
  expect(entryPreloads(html).map((p) => p.href)).toContainEqual(expect.stringContaining('/api/towers/get-rewards'));

  // In the browser: the menu links the page, and the page hydrates with its data.
  await page.goto('/menu');
  await page.getByRole('main').getByRole('link', { name: 'Tower Records' }).click();
  await expect(page).toHaveURL(PAGE_PATH);
  await expectHeading(page, 'Tower Records');
  await hydrated(page);
  await expect(page.getByTestId('records-count')).toHaveText(/^\d+ rewards on record$/);
});
