/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from '../../deploy/generate-nginx';

// deploy/generate-nginx.ts sends one Link for many pages: a page's first data only with that page,
// since every other page of the section would leave it unused (Chromium warns of such a preload).
let shellRoot = '';
let site = '';
beforeAll(() => {
  shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-preload-'));
  fs.writeFileSync(path.join(shellRoot, 'index.html'), '<html><head></head></html>');
  fs.writeFileSync(path.join(shellRoot, 'federation-runtime.0123456789.js'), '');
  const files = renderNginx({
    out: '/srv/tlw/nginx',
    shellRoot,
    siteListen: '8080',
    apiServers: ['127.0.0.1:4000'],
    remotesJson: {
      prayers: { name: 'prayers', entry: 'https://cdn.example.com/prayers/mf-manifest.json' },
      characters: { name: 'characters', entry: 'https://cdn.example.com/characters/mf-manifest.json' },
    },
    remoteOrigins: ['https://cdn.example.com'],
    // What the prayers remote answers for its list (its own tests check its answers).
    firstData: (url) => (url.pathname === '/prayers' ? ['/api/prayers/get-list'] : []),
  });
  site = files['site.conf']!;
});
afterAll(() => fs.rmSync(shellRoot, { recursive: true, force: true }));

/** The Link header of the location whose opening line is `opening`. */
function linkOf(opening: string): string | undefined {
  const start = site.indexOf(`location ${opening} {`);
  if (start < 0) return undefined;
  const block = site.slice(start, site.indexOf('\n    }', start));
  return /add_header Link "([^"]*)" always;/.exec(block)?.[1];
}

it("preloads the prayer list's data on /prayers only, and the remote on every page of the section", () => {
  const own = linkOf('= /prayers');
  expect(own).toContain('<https://cdn.example.com/prayers/mf-manifest.json>; rel=preload');
  expect(own).toContain('</api/prayers/get-list>; rel=preload; as=fetch; crossorigin=anonymous');
  const section = linkOf('~* "^/prayers(/|$)"');
  expect(section).toContain('<https://cdn.example.com/prayers/remoteEntry.js>; rel=preload; as=script');
  expect(section).toContain('</federation-runtime.0123456789.js>; rel=preload; as=script');
  expect(section).not.toContain('/api/');
});

it('adds no location of its own for a section whose own page has no first data', () => {
  expect(linkOf('= /characters')).toBeUndefined();
  expect(linkOf('~* "^/characters(/|$)"')).toContain('<https://cdn.example.com/characters/remoteEntry.js>');
});
