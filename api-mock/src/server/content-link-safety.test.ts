import { promises as fs } from 'node:fs';
import path from 'node:path';
import { checkContent } from '../content/check/check-content';
import { readJson, writeJson, writeSmallFixture } from '../content/test-fixture';

// Issue 13 item 6: links from content are only http(s) URLs or site paths. The site never injects
// HTML from content, so a link is the one way content could carry script: the validator (and so the
// API, which refuses to start on invalid content) refuses a `javascript:` or `data:` URL in every
// kind of link field, naming the file and the path.

let dir = '';
beforeAll(async () => {
  dir = await writeSmallFixture();
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

it('refuses javascript: and data: URLs in artist links and update-log links', async () => {
  const artistFile = `artists/${(await fs.readdir(path.join(dir, 'artists'))).sort()[0]!}`;
  const artist = await readJson(dir, artistFile);
  artist.website = 'javascript:alert(document.cookie)';
  artist.pixiv = 'data:text/html,<script>alert(1)</script>';
  await writeJson(dir, artistFile, artist);

  const updateFile = `updates/${(await fs.readdir(path.join(dir, 'updates'))).sort()[0]!}`;
  const update = await readJson<{ features: { urls: string[] }[] }>(dir, updateFile);
  // '//host' and '/\\host' are not site paths: browsers open them as another site (protocol-relative).
  update.features[0]!.urls = ['JavaScript:alert(1)', 'https://example.com/ok', '/characters', '//evil.example/x', '/\\evil.example'];
  await writeJson(dir, updateFile, update);

  const { errors } = await checkContent(dir);
  // Exactly these: the http(s) URL and the site path beside them are accepted.
  expect(errors.sort()).toEqual([
    `${artistFile}: pixiv: Invalid URL`,
    `${artistFile}: website: Invalid URL`,
    `${updateFile}: features[0].urls[0]: Invalid input`,
    `${updateFile}: features[0].urls[3]: Invalid input`,
    `${updateFile}: features[0].urls[4]: Invalid input`,
  ]);
});
