import { allowListFrom, applyAllowList, originMatches, parseOriginList } from './remote-allow-list';

const at = (entry: string) => ({ name: 'prayers', entry });

describe('originMatches', () => {
  it('compares scheme, host and port (default ports included; :* any port)', () => {
    expect(originMatches(new URL('http://localhost:3002/mf-manifest.json'), 'http://localhost:3002')).toBe(true);
    expect(originMatches(new URL('http://localhost:3003/mf-manifest.json'), 'http://localhost:3002')).toBe(false);
    expect(originMatches(new URL('https://localhost:3002/x'), 'http://localhost:3002')).toBe(false);
    expect(originMatches(new URL('https://cdn.example.com/x'), 'https://cdn.example.com:443')).toBe(true);
    expect(originMatches(new URL('http://127.0.0.1:41234/x'), 'http://127.0.0.1:*')).toBe(true);
    expect(originMatches(new URL('http://evil.127.0.0.1.example/x'), 'http://127.0.0.1:*')).toBe(false);
  });
});

describe('applyAllowList', () => {
  const allowed = ['http://localhost:3001', 'http://localhost:3002'];
  it('keeps allowed and same-origin entries and refuses any other, saying which origin and why', () => {
    const { remotes, refused } = applyAllowList(
      {
        characters: at('http://localhost:3001/mf-manifest.json'),
        prayers: at('https://evil.example/mf-manifest.json'),
        tower: at('/tower/mf-manifest.json'),
      },
      allowed,
      'http://localhost:8080/prayers',
    );
    expect(Object.keys(remotes)).toEqual(['characters', 'tower']);
    expect(refused.prayers).toBe(
      'remotes.json points the prayers remote at https://evil.example, which is not an allowed remote origin (http://localhost:3001 http://localhost:3002).',
    );
  });
  it("without a configured list trusts the page's own host only", () => {
    const { remotes } = applyAllowList(
      { characters: at('http://localhost:3001/m.json'), prayers: at('http://other.test:3002/m.json') },
      null,
      'http://localhost:8080/',
    );
    expect(Object.keys(remotes)).toEqual(['characters']);
  });
  it('refuses a javascript: or data: entry', () => {
    const { refused } = applyAllowList(
      { prayers: at('javascript:alert(1)'), tower: at('data:text/javascript,1') },
      allowed,
      'http://localhost:8080/',
    );
    expect(Object.keys(refused)).toEqual(['prayers', 'tower']);
  });
});

describe('allowListFrom', () => {
  it('reads the header; an invalid list allows nothing beyond the page itself', () => {
    expect(allowListFrom(new Headers({ 'x-remote-origins': 'http://localhost:3001 http://127.0.0.1:*' }))).toEqual([
      'http://localhost:3001',
      'http://127.0.0.1:*',
    ]);
    expect(allowListFrom(new Headers())).toBeNull();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(allowListFrom(new Headers({ 'x-remote-origins': 'localhost:3001' }))).toEqual([]);
    expect(parseOriginList('')).toEqual([]);
  });
});

describe('remote discovery with an allow-list', () => {
  it('a remotes.json entry outside the list is refused with a logged error, and the section fails with it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the sections this body leaves out
    const registry = await import('./remote-registry');
    const body = {
      characters: { entry: 'http://localhost:3001/mf-manifest.json' },
      prayers: { entry: 'https://evil.example/mf-manifest.json' },
    };
    await registry.discoverRemotes(
      async () => new Response(JSON.stringify(body), { headers: { 'x-remote-origins': 'http://localhost:3001 http://localhost:3002' } }),
    );
    expect(registry.remoteLocation('prayers')).toBeUndefined();
    expect(registry.remoteLocation('characters')).toEqual({ name: 'characters', entry: 'http://localhost:3001/mf-manifest.json' });
    expect(error).toHaveBeenCalledWith(
      '[shell] remote refused:',
      expect.stringContaining('https://evil.example, which is not an allowed remote origin'),
    );
    await expect(registry.loadSectionRoutes('prayers')).rejects.toThrow('remotes.json points the prayers remote at https://evil.example');
  });
});
