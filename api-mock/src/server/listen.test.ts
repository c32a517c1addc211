import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { healthResponseSchema } from 'shared-domain/schemas/api/common';
import { testApp } from '../test-support/test-app';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  ({ app } = await testApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const httpGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the real server on an ephemeral port', () => {
  it('answers the health check over HTTP', async () => {
    const res = await httpGet('/api/health');
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(JSON.parse(res.body.toString('utf8'))).status).toBe('ok');
  });

  it('answers fetch() with a compressed list and a roll', async () => {
    const list = await fetch(`http://127.0.0.1:${port}/api/prayers/get-list`, { headers: { 'accept-encoding': 'br' } });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('br');
    const { content } = (await list.json()) as { content: { id: number; flags: { simulator: boolean } }[] };
    const prayer = content.find((p) => p.flags.simulator);
    if (!prayer) return;
    const rolled = await fetch(`http://127.0.0.1:${port}/api/prayers/roll`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: prayer.id, type: 'multi', sbNo: -1, suNo: -1, pullNo: 0, seed: 5 }),
    });
    expect([200, 409, 422]).toContain(rolled.status);
  });

  it('answers a malformed request line with a JSON 400, not a crash', async () => {
    const { connect } = await import('node:net');
    const reply = await new Promise<string>((resolve) => {
      const s = connect(port, '127.0.0.1', () => s.write('GARBAGE \r\n\r\n'));
      let data = '';
      s.on('data', (d) => (data += d.toString()));
      s.on('close', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(reply).toMatch(/"error":"Bad Request"/);
  });
});
