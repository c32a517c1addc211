/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startShell, type RunningShell } from './test-support/start-shell';

// The build writes `<hashed file>.br` at brotli 11 (rspack.precompress.mjs); the server must send
// it to a browser that accepts br, with the original file's type and cache policy, and fall back
// to compressing per request for everything else. The shell's real server (createStaticApp) in a
// child process, raw node:http requests (fetch would decompress).
const HASHED = 'main.0123456789.js';
const BODY = `console.log(${JSON.stringify('x'.repeat(4000))});\n`.repeat(4);
// Marked so a test can tell the stored file from one compressed per request.
const STORED_BR = zlib.brotliCompressSync(`${BODY}// stored .br\n`);

let dir = '';
let shell: RunningShell;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-app-'));
  fs.writeFileSync(path.join(dir, HASHED), BODY);
  fs.writeFileSync(path.join(dir, `${HASHED}.br`), STORED_BR);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), BODY);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  // No API is asked for anything here.
  shell = await startShell(dir, 'http://127.0.0.1:9');
});
afterAll(async () => {
  await shell.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (
  url: string,
  encoding?: string,
): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; rawPayload: Buffer; body: string }> =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: shell.port, path: url, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body: rawPayload.toString('utf8') });
        });
      })
      .on('error', reject);
  });

describe('createStaticApp and precompressed files', () => {
  it("sends a hashed file's stored .br to a browser that accepts br, typed and cached as the file", async () => {
    const res = await get(`/${HASHED}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(`${BODY}// stored .br\n`);
  });

  it('sends the file itself (compressed per request) to a browser without br', async () => {
    const gz = await get(`/${HASHED}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BODY);
    const plain = await get(`/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BODY);
  });

  it('compresses a file without a stored .br per request, with its own (no-cache) policy', async () => {
    const res = await get('/remoteEntry.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BODY);
  });
});
