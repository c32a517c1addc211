// The static floor served as the React floor is (bench-pages.ts: serveFloor), and the sizes it
// copies: the home's, read from the running site.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createStaticApp } from '../../../shell/server/static-app';
import { fitWireSize } from './fit-wire-size';
import { staticFloorHtml } from './static-floor';

export const STATIC_FLOOR = { label: 'floor (static HTML)', path: '/' } as const;

export interface HtmlSize {
  /** Bytes of the HTML itself (decoded). */
  html: number;
  /** Bytes on the wire and their encoding, as a browser asking for br or gzip gets them. */
  wire: number;
  encoding: string;
}

/** One GET of a page as a browser asks for it, measured before and after decoding. */
export function htmlSize(url: string): Promise<HtmlSize> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const decode: Record<string, (b: Buffer) => Buffer> = {
          br: zlib.brotliDecompressSync,
          gzip: zlib.gunzipSync,
          identity: (b) => b,
        };
        const decoded = decode[encoding];
        if (!decoded) return reject(new Error(`${url}: unexpected content-encoding ${encoding}`));
        resolve({ html: decoded(body).length, wire: body.length, encoding });
      });
    });
    request.on('error', reject);
  });
}

/**
 * Serves, on a free port and with `/` as the React floor's server has it, a static floor of the
 * home's bytes of HTML whose text starts over often enough to come as close as it can to the home's
 * bytes on the wire (when both are sent in the same encoding).
 */
export async function serveStaticFloor(
  home: HtmlSize,
): Promise<{ origin: string; size: HtmlSize; freshText: number; close: () => Promise<void> }> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-static-floor-'));
  const write = (freshText: number) => fs.writeFileSync(path.join(dist, 'index.html'), staticFloorHtml(home.html, freshText));
  write(Infinity);
  const app = await createStaticApp({ root: dist, spaFallback: true, cors: false });
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const close = async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  };
  try {
    let freshText = Infinity;
    if ((await htmlSize(`${origin}/`)).encoding === home.encoding) {
      // The server compresses each answer as it goes, so each size tried is measured as it is served.
      ({ fresh: freshText } = await fitWireSize(home.wire, home.html, async (fresh) => {
        write(fresh);
        return (await htmlSize(`${origin}/`)).wire;
      }));
      write(freshText);
    }
    return { origin, size: await htmlSize(`${origin}/`), freshText, close };
  } catch (error) {
    await close();
    throw error;
  }
}
