/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderNginx } from './generate-nginx';

// The nginx configs carry the same headers as the node servers, in every location nginx answers
// itself (nginx drops server-level add_header in a location that has its own); pages come from the
// shell servers, with their own headers, through nginx's cache.
let shellRoot = '';
let files: Record<string, string> = {};
beforeAll(() => {
  shellRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-shell-'));
  fs.writeFileSync(path.join(shellRoot, 'index.html'), '<html><head><script>alert(1)</script><style>a{}</style></head></html>');
  fs.writeFileSync(path.join(shellRoot, 'federation-runtime.0123456789.js'), '');
  files = renderNginx({
    out: '/srv/tlw/nginx',
    shellRoot,
    siteListen: '8080',
    apiServers: ['10.0.0.1:4000', '10.0.0.2:4000'],
    shellServers: ['10.0.0.3:8081', '10.0.0.4:8081'],
    remotesJson: { prayers: { name: 'prayers', entry: 'https://cdn.example.com/prayers/mf-manifest.json' } },
    remoteOrigins: ['https://cdn.example.com'],
    remoteHosts: [{ id: 'prayers', root: '/srv/prayers', listen: '3002' }],
  });
});
afterAll(() => fs.rmSync(shellRoot, { recursive: true, force: true }));

const locations = (conf: string) =>
  conf
    .split(/\n\s*location /)
    .slice(1)
    .map((block) => block.slice(0, block.indexOf('\n    }')));

it('puts the security headers in every location of the site and of a remote host', () => {
  for (const name of ['site.conf', 'remote-prayers.conf']) {
    const blocks = locations(files[name]!);
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) expect(block).toMatch(/include \/srv\/tlw\/nginx\/(security-headers|api-proxy|shell-proxy)\.conf;/);
  }
  expect(files['api-proxy.conf']).toContain('include /srv/tlw/nginx/security-headers.conf;');
});

it('builds the CSP from the remote origins and the built index.html (sha256 of "alert(1)" and "a{}")', () => {
  const csp = /add_header Content-Security-Policy "([^"]*)" always;/.exec(files['security-headers.conf']!)![1]!;
  expect(csp).toContain("script-src 'self' https://cdn.example.com 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  expect(csp).toContain("style-src 'self' https://cdn.example.com 'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  expect(csp).toContain('report-uri /csp-report');
  for (const header of ['X-Content-Type-Options "nosniff"', 'Referrer-Policy "strict-origin-when-cross-origin"', 'Permissions-Policy']) {
    expect(files['security-headers.conf']).toContain(`add_header ${header}`);
  }
});

it('caches hashed files for a year and revalidates manifests, remotes.json and HTML; remotes get CORS', () => {
  const site = files['site.conf']!;
  expect(site).toMatch(/location ~\* "\\\.\[0-9a-f\]\{8,\}\\\.\(js\|css[^"]*" \{[^}]*immutable/);
  expect(site).toMatch(/location = \/remotes\.json \{[^}]*no-cache[^}]*X-Remote-Origins "https:\/\/cdn\.example\.com"/);
  const remote = files['remote-prayers.conf']!;
  for (const block of locations(remote)) expect(block).toContain('add_header Access-Control-Allow-Origin "*" always;');
  expect(remote).toMatch(/location \/ \{[^}]*no-cache/);
});

it('proxies /api to every instance, retrying only what may be repeated, with one copy of each header', () => {
  expect(files['site.conf']).toContain('server 10.0.0.1:4000 max_fails=1 fail_timeout=5s;\n    server 10.0.0.2:4000');
  const proxy = files['api-proxy.conf']!.replace(/#.*$/gm, '');
  expect(proxy).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
  expect(proxy).not.toContain('non_idempotent');
  expect(proxy).toContain('proxy_hide_header Content-Security-Policy;');
  expect(proxy).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  expect(proxy).not.toContain('X-Upstream');
  expect(JSON.parse(files['remotes.json']!)).toEqual({
    prayers: { name: 'prayers', entry: 'https://cdn.example.com/prayers/mf-manifest.json' },
  });
});

it('sends every page (and robots.txt, the sitemaps, the previews) to the shell servers, through a bounded cache', () => {
  const site = files['site.conf']!;
  expect(site).toContain('upstream tlw_shell {\n    server 10.0.0.3:8081 max_fails=1 fail_timeout=5s;\n    server 10.0.0.4:8081');
  expect(site).toMatch(/proxy_cache_path \/srv\/tlw\/nginx\/cache\/pages [^;]*keys_zone=tlw_pages:\d+m max_size=512m/);
  // A path that is no file of the build is a page (or the 404 page): no index.html fallback.
  expect(site).toMatch(/location \/ \{[^}]*try_files \$uri @shell;/);
  expect(site).not.toContain('/index.html;');
  for (const opening of ['= /robots.txt', '= /sitemap.xml', '^~ /sitemaps/', '^~ /preview/', '@shell'])
    expect(site).toContain(`location ${opening} {\n        include /srv/tlw/nginx/shell-proxy.conf;`);
  const proxy = files['shell-proxy.conf']!.replace(/#.*$/gm, '');
  expect(proxy).toContain('proxy_pass http://tlw_shell;');
  expect(proxy).toContain('proxy_cache tlw_pages;');
  expect(proxy).toContain('proxy_cache_key "$scheme://$http_host$request_uri $tlw_page_encoding";');
  expect(proxy).toContain('proxy_set_header Accept-Encoding $tlw_page_encoding;');
  expect(proxy).toContain('proxy_cache_use_stale updating error timeout http_502 http_503 http_504;');
  expect(proxy).toContain('proxy_cache_background_update on;');
  expect(proxy).toContain('proxy_cache_lock on;');
  expect(proxy).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
  expect(proxy).toContain('add_header X-Cache-Status $upstream_cache_status always;');
  // The origin's Cache-Control decides how long; its security headers (a page's own CSP hashes) pass through.
  expect(proxy).not.toContain('proxy_cache_valid');
  expect(proxy).not.toContain('proxy_hide_header');
  expect(proxy).not.toContain('security-headers.conf');
});

it('sends the calendar files (a section’s feeds and events, *.ics) to the shell servers, through the same cache', () => {
  const site = files['site.conf']!;
  // How nginx picks a location for a path: an exact match, else the longest prefix unless it is ^~, else the
  // first regex (in the order written) that matches, else that longest prefix.
  const exact = [...site.matchAll(/location = (\S+) \{/g)].map((m) => m[1]!);
  const stopping = [...site.matchAll(/location \^~ (\S+) \{/g)].map((m) => m[1]!);
  const regexes = [...site.matchAll(/location ~(\*?) "([^"]+)" \{([^}]*)\}/g)].map((m) => ({
    pattern: new RegExp(m[2]!, m[1] ? 'i' : ''),
    block: m[3]!,
  }));
  const feeds = ['all', 'festival', 'limited', 'ending-soon'].map((feed) => `/prayers/calendar/${feed}.ics`);
  for (const path of [...feeds, '/prayers/info/548/calendar.ics', '/prayers/info/1/calendar.ics']) {
    expect(exact).not.toContain(path);
    expect(stopping.filter((prefix) => path.startsWith(prefix))).toEqual([]);
    const chosen = regexes.find((r) => r.pattern.test(path));
    expect(chosen?.block).toContain('include /srv/tlw/nginx/shell-proxy.conf;');
    // Not a file nginx would look for on disk, and no header of nginx's own over the servers' Cache-Control.
    expect(chosen?.block).not.toMatch(/try_files|add_header/);
  }
  // Nothing else goes there: the build's hashed files and the pages keep their own locations.
  for (const path of ['/prayers/calendar', '/main.0123456789.js', '/prayers/info/548'])
    expect(regexes.find((r) => r.pattern.test(path))?.block ?? '').not.toContain('shell-proxy.conf');
});

it('sends the search page and its index files to the shell servers, through the same cache', () => {
  const site = files['site.conf']!;
  expect(site).toContain('location = /search {\n        include /srv/tlw/nginx/shell-proxy.conf;\n    }');
  expect(site).toContain('location ^~ /search/ {\n        include /srv/tlw/nginx/shell-proxy.conf;\n    }');
  // No regex location comes first for an index file (the hashed copy's name is no build file's).
  const regexes = [...site.matchAll(/location ~(\*?) "([^"]+)" \{/g)].map((m) => new RegExp(m[2]!, m[1] ? 'i' : ''));
  for (const path of ['/search/index-global.json', '/search/index-jp.AbCdEfGh12345678.json'])
    expect(regexes.filter((r) => r.test(path))).toEqual([]);
});
