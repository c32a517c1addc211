import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { E2E_PORTS } from '../playwright.config';

/** A raw GET of the shell's server (node:http: no automatic decompression). */
const rawGet = (pathname: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    http
      .get(
        {
          host: 'localhost',
          port: Number(E2E_PORTS.SHELL_PORT),
          path: pathname,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });

// Not @cross: the nginx deployment compresses per request (deploy/README.md).
test("the shell's hashed scripts travel as the build's brotli-11 files (rspack.precompress.mjs)", async () => {
  const html = (await rawGet('/')).body.toString('utf8');
  const main = /src="(\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(main, 'the entry script in the HTML').toBeTruthy();
  const identity = (await rawGet(main!)).body;
  const br = await rawGet(main!, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(br.body).equals(identity)).toBe(true);
  // Per request the server compresses at a lower quality: within 1 % of quality 11 means the stored file.
  const best = zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(br.body.length).toBeLessThanOrEqual(Math.ceil(best * 1.01));
});
