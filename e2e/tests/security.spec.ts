import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from './fixtures';
import { E2E_PORTS, E2E_REMOTE_ORIGINS, EXTERNAL_BASE_URL } from '../playwright.config';

// Issue 13 item 4: the site's origin, a remote's host and the API send the security headers, and a
// page of every section runs under the CSP (any violation fails the whole run: global-teardown.ts).

const expectSecurityHeaders = (response: APIResponse, what: string) => {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toMatch(/(^|; )script-src 'self'/);
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp, what).toContain(directive);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBeTruthy();
  return csp;
};

test('@cross the HTML, remotes.json, a remote entry and the API all send the security headers', async ({ request }) => {
  const html = await request.get('/prayers', { headers: { accept: 'text/html' } });
  const csp = expectSecurityHeaders(html, 'HTML');
  const remotes = await request.get('/remotes.json');
  expectSecurityHeaders(remotes, '/remotes.json');
  const manifest = (await remotes.json()) as Record<string, { entry: string }>;
  const origins = [...new Set(Object.values(manifest).map((r) => new URL(r.entry).origin))];
  // script-src is 'self', exactly the configured remote origins and the hashes of the inline scripts.
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)![1]!.split(' ');
  expect(scriptSrc[0]).toBe("'self'");
  const hosts = scriptSrc.filter((s) => !s.startsWith("'"));
  for (const origin of origins) expect(hosts).toContain(origin);
  if (!EXTERNAL_BASE_URL) expect(hosts).toEqual(E2E_REMOTE_ORIGINS);
  // The page's inline scripts (the theme, the input contract, the player's marks and settings, the
  // loader), each allowed by its hash, and nothing else: hashed here as the browser hashes them.
  // A script runs unless it has a src or a type of data (JSON, JSON-LD).
  const inline = [...(await html.text()).matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/(^|\s)src=/.test(attributes!) && !/(^|\s)type="application\/(ld\+)?json"/.test(attributes!),
  );
  expect(inline.length).toBeGreaterThanOrEqual(5);
  const hashes = inline.map(([, , text]) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(hashes)].sort());
  expectSecurityHeaders(await request.get(manifest.prayers!.entry.replace(/[^/]*$/, 'remoteEntry.js')), 'remoteEntry.js');
  expectSecurityHeaders(await request.get('/api/general/home'), 'the API through the site');
});

test('@cross @local the API itself sends the headers and limits rolls per client (429, Retry-After, JSON error)', async ({ request }) => {
  const api = `http://127.0.0.1:${E2E_PORTS.API_PORT}`;
  expectSecurityHeaders(await request.get(`${api}/api/health`), 'the API');
  // 100 at once, well past the burst (40): a script, not a person. One client (a forwarded address
  // from loopback) so that no other test's rolls share its bucket.
  const answers = await Promise.all(
    Array.from({ length: 100 }, () =>
      request.post(`${api}/api/prayers/roll`, {
        headers: { 'x-forwarded-for': '198.51.100.23' },
        data: { id: -1, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 },
      }),
    ),
  );
  const statuses = answers.map((a) => a.status());
  const limited = answers.find((a) => a.status() === 429);
  expect(limited, `statuses: ${statuses.join(',')}`).toBeDefined();
  // The first 40 always pass the limiter (to the handler's own 400 for this unknown prayer).
  expect(statuses.filter((s) => s !== 429).length).toBeGreaterThanOrEqual(40);
  expect(Number(limited!.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(await limited!.json()).toEqual({ error: 'Too Many Requests', message: expect.stringMatching(/^Too many pulls/) });
});
