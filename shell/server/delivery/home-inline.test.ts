import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHomePayloadSource, inlineHomeData } from './home-inline';

describe('inlineHomeData', () => {
  it('puts the payload in a JSON script element before </head>', () => {
    expect(inlineHomeData('<html><head><title>t</title></head><body></body></html>', '{"a":1}')).toBe(
      '<html><head><title>t</title><script type="application/json" id="home-data">{"a":1}</script></head><body></body></html>',
    );
  });

  it('escapes "<" so content cannot close the element', () => {
    const html = inlineHomeData('<head></head>', JSON.stringify({ t: '</script><script>alert(1)</script>' }));
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('\\u003c/script\\u003e');
    const json = /<script type="application\/json" id="home-data">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ t: '</script><script>alert(1)</script>' });
  });
});

describe('createHomePayloadSource', () => {
  let server: http.Server;
  let calls = 0;
  let mode: 'ok' | 'fail' | 'slow' = 'ok';
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls += 1;
      if (req.url !== '/api/general/home') return void res.writeHead(404).end();
      if (mode === 'fail') return void res.writeHead(503).end('{"error":"x","message":"y"}');
      if (mode === 'slow') return void setTimeout(() => res.end('{"late":true}'), 300);
      res.setHeader('content-type', 'application/json');
      res.end(`{"n":${calls}}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    calls = 0;
    mode = 'ok';
  });

  it('fetches once per max age', async () => {
    let t = 0;
    const source = createHomePayloadSource({ apiUrl: url, maxAgeMs: 1000, now: () => t });
    expect(await source()).toBe('{"n":1}');
    t = 999;
    expect(await source()).toBe('{"n":1}');
    t = 1000;
    expect(await source()).toBe('{"n":2}');
  });

  it('gives null on an error status and tries again next time', async () => {
    mode = 'fail';
    const source = createHomePayloadSource({ apiUrl: url, now: () => 0 });
    expect(await source()).toBeNull();
    mode = 'ok';
    expect(await source()).toBe('{"n":2}');
  });

  it('gives null when the API is slower than the timeout', async () => {
    mode = 'slow';
    const source = createHomePayloadSource({ apiUrl: url, timeoutMs: 50 });
    expect(await source()).toBeNull();
  });

  it('gives null when the API is down', async () => {
    const source = createHomePayloadSource({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 200 });
    expect(await source()).toBeNull();
  });
});
