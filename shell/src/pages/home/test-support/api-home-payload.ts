import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { testApp } from 'shared-ui/dev/real-api';

/**
 * The real API's home payload, over HTTP from an in-process server (as the shell's server gets it).
 * node:http rather than fetch: jsdom test files have no fetch. In jsdom, Node's setImmediate must be
 * put back on globalThis first (fastify answers with it).
 */
export async function apiHomePayload(): Promise<HomeResponse> {
  const { app } = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/api/general/home' }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        })
        .on('error', reject);
    });
    return JSON.parse(body) as HomeResponse;
  } finally {
    await app.close();
  }
}
