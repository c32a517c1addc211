import { configuredRemoteOrigins, contentSecurityPolicy, originsOfManifest, securityHeaders } from './security-headers';

const REMOTES = ['http://localhost:3001', 'http://localhost:3002'];

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it("allows scripts from 'self', exactly the remote origins and the inline hashes: nothing inline or eval'd", () => {
    const csp = directives(
      contentSecurityPolicy({ remoteOrigins: [...REMOTES, REMOTES[0]!], scriptHashes: ["'sha256-abc='"], reportUri: '/csp-report' }),
    );
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', "'sha256-abc='"]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'http://localhost:3001', 'http://localhost:3002']);
    expect(csp['report-uri']).toEqual(['/csp-report']);
    const text = contentSecurityPolicy({ remoteOrigins: REMOTES });
    expect(text).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!:)/);
    expect(text).not.toContain('report-uri');
  });
});

describe('securityHeaders', () => {
  it('adds nosniff, the referrer policy and a permissions policy', () => {
    const headers = securityHeaders({ remoteOrigins: REMOTES });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('camera=()');
  });
});

describe('configuredRemoteOrigins', () => {
  const manifest = {
    characters: { name: 'characters', entry: 'http://localhost:3001/mf-manifest.json' },
    prayers: { name: 'prayers', entry: 'https://cdn.example.com/prayers/v3/mf-manifest.json' },
  };
  it('defaults to the origins of the configured remotes', () => {
    expect(originsOfManifest(manifest)).toEqual(['http://localhost:3001', 'https://cdn.example.com']);
    expect(configuredRemoteOrigins(undefined, manifest)).toEqual(['http://localhost:3001', 'https://cdn.example.com']);
  });
  it('takes REMOTE_ORIGINS instead when set, and refuses a value that is not an origin', () => {
    expect(configuredRemoteOrigins('https://a.example, http://127.0.0.1:*', manifest)).toEqual(['https://a.example', 'http://127.0.0.1:*']);
    expect(() => configuredRemoteOrigins('https://a.example/path', manifest)).toThrow('"https://a.example/path" is not an origin');
  });
});
