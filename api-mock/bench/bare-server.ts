/**
 * The baseline: a bare node:http server that answers every request with the bytes and headers the
 * API answered (read from a file), so the bench measures the framework's cost and nothing else.
 * Usage: tsx bare-server.ts <response.json>; prints "bare listening on http://127.0.0.1:PORT".
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Recorded {
  headers: Record<string, string>;
  bodyBase64: string;
}

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server <response.json>');
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

const server = createServer((req, res) => {
  // Drain any request body before answering, as the API must.
  req.resume();
  req.on('end', () => {
    res.writeHead(200, headers);
    res.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`bare listening on http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
