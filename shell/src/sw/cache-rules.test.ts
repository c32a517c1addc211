import { cacheKindOf } from './cache-rules';

const ORIGIN = 'http://localhost:8080';
const kind = (url: string, method = 'GET', mode = 'cors') => cacheKindOf({ method, mode, url: new URL(url, ORIGIN), origin: ORIGIN });

describe('cacheKindOf', () => {
  it('treats page loads of the site as navigations (network-first)', () => {
    expect(kind('/', 'GET', 'navigate')).toBe('navigation');
    expect(kind('/prayers/info/123?x=1', 'GET', 'navigate')).toBe('navigation');
    expect(kind('https://example.org/', 'GET', 'navigate')).toBe('none');
    // The page's own URL handed over by the page after registration (a cors-mode text/html request).
    expect(cacheKindOf({ method: 'GET', mode: 'cors', url: new URL('/prayers', ORIGIN), origin: ORIGIN, accept: 'text/html' })).toBe(
      'navigation',
    );
  });

  it('keeps the federation manifests and entries network-first, of any remote origin', () => {
    expect(kind('/remotes.json')).toBe('federation-manifest');
    expect(kind('http://localhost:3002/mf-manifest.json')).toBe('federation-manifest');
    expect(kind('http://localhost:3002/remoteEntry.js', 'GET', 'no-cors')).toBe('federation-manifest');
    expect(kind('http://localhost:3002/remoteEntry.js?retry=1', 'GET', 'no-cors')).toBe('federation-manifest');
  });

  it('caches content-hashed chunks of the shell and the remotes first', () => {
    expect(kind('/main.855b7e3e1d.js')).toBe('hashed-asset');
    expect(kind('http://localhost:3004/__federation_expose_routes.0123456789.js', 'GET', 'no-cors')).toBe('hashed-asset');
    expect(kind('/main.855b7e3e1d.css')).toBe('hashed-asset');
    expect(kind('/build-manifest.json')).toBe('none');
  });

  it('serves API GETs stale-while-revalidate and never caches the roll POST', () => {
    expect(kind('/api/prayers/get-list?last=0')).toBe('api');
    expect(kind('/api/general/home')).toBe('api');
    expect(kind('/api/prayers/roll', 'POST')).toBe('none');
    expect(kind('/api/csp-report', 'POST')).toBe('none');
  });

  it('caches images', () => {
    expect(kind('/images/characters/1001.webp')).toBe('image');
    expect(kind('/icons/icon-192.png')).toBe('image');
    expect(kind('https://cdn.example/x.png')).toBe('none');
  });
});
