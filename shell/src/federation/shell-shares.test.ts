import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import ROUTER_SURFACE from 'shared-domain/federation/router-surface.json';
import { resolveReference, valueImportsFrom } from '../../../import-scanner.cjs';
import shellSharesLoader, { sharedSingletons } from '../../../rspack.shared-singletons.cjs';
import { SHARED_KEYS, shellShares } from './shell-shares';

/** The npm libraries a shared module pulls in through its static imports (import() is left out), by the repository's scanner. */
function librariesPulledIn(key: string): Set<string> {
  const FRAMEWORK = /^(react|react-dom|react-redux|react-router-dom|@reduxjs\/toolkit)(\/|$)/;
  const file = resolveReference(key, __filename);
  if (!file) throw new Error(`${key} is no module of the shared packages`);
  return new Set([...valueImportsFrom([file]).packages].filter((name) => !FRAMEWORK.test(name)));
}

describe('the shell share table', () => {
  const FRAMEWORK_KEYS = [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'react-router',
    'react-router/dom',
    'react-router-dom',
    'react-redux',
    '@reduxjs/toolkit',
    '@reduxjs/toolkit/query',
    '@reduxjs/toolkit/query/react',
    'dayjs',
  ];

  it('is the frameworks and the singletons the scan finds in shared-ui and shared-domain, nothing else', () => {
    expect([...SHARED_KEYS].sort()).toEqual([...FRAMEWORK_KEYS, ...sharedSingletons().map((m) => m.key)].sort());
    // Stateless shared code is the remotes' own: a remote runs what it was built with.
    expect(SHARED_KEYS).not.toContain('shared-ui/page/page-frame');
    expect(SHARED_KEYS).not.toContain('shared-domain/formatting/date-format');
  });

  /** What rspack compiles: this file with its build:singletons block written out by the scan's loader. */
  const built = () => shellSharesLoader.call({}, fs.readFileSync(path.join(__dirname, 'shell-shares.ts'), 'utf8'));

  it('is written out at build time as one static import() per singleton, with no scanner in the bundle', () => {
    const source = built();
    expect(source).not.toMatch(/from '[^']*rspack\.shared-singletons\.cjs'/);
    expect(source).not.toContain('build:singletons');
    const imported = [...source.matchAll(/import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\)/g)].map((m) => m[1]);
    expect(imported.sort()).toEqual(
      sharedSingletons()
        .map((m) => m.key)
        .sort(),
    );
    // Still TypeScript the bundler's swc can compile.
    expect(() =>
      transformSync(source, { filename: 'shell-shares.ts', jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }),
    ).not.toThrow();
  });

  it('loads a singleton with its folder, unless it pulls in a library: then in a chunk of its own', () => {
    const chunkOf = new Map([...built().matchAll(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g)].map((m) => [m[2]!, m[1]!]));
    // The shell's server preloads the API layer by this chunk name (shell/server/delivery/page-preload.ts).
    expect(chunkOf.get('shared-ui/api/base-api')).toBe('shared-ui-api');
    const wrong: string[] = [];
    for (const key of chunkOf.keys()) {
      const parts = key.split('/');
      const own = librariesPulledIn(key).size > 0;
      const expected = own ? parts.join('-') : parts.slice(0, parts.length > 2 ? 2 : 1).join('-');
      if (chunkOf.get(key) !== expected) wrong.push(`${key}: webpackChunkName "${chunkOf.get(key)}", expected "${expected}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists the framework singletons', () => {
    for (const key of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router-dom',
      'react-redux',
      '@reduxjs/toolkit',
    ]) {
      expect(SHARED_KEYS).toContain(key);
    }
  });

  it('registers each as a singleton with the bundled version and the catalog range', () => {
    const shared = shellShares({ react: { version: '19.3.1', requiredVersion: '^19.3.1' } });
    expect(shared.react).toMatchObject({ version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.3.1' } });
    expect(shared['react/jsx-runtime']).toMatchObject({ version: '19.3.1' });
    expect(shared['shared-ui/modal/modal']).toMatchObject({ version: '0', shareConfig: { singleton: true, requiredVersion: false } });
  });

  const load = async (key: string) => {
    const entry = shellShares({})[key] as { lib?: () => unknown; get?: () => Promise<() => unknown> };
    return (entry.lib ?? (await entry.get!()))() as Record<string, unknown>;
  };

  it('loads every listed module', async () => {
    for (const key of SHARED_KEYS) expect([key, typeof (await load(key))]).toEqual([key, 'object']);
  });

  it('hands out the instances the shell itself runs', async () => {
    expect(await load('shared-domain/store/app-store')).toBe(await import('shared-domain/store/app-store'));
    expect((await load('react')).useState).toBe((await import('react')).useState);
  });

  it('registers the frameworks as already loaded and the rest as loaded on demand', () => {
    const shared = shellShares({}) as Record<string, { lib?: unknown; get?: unknown }>;
    expect(shared.react!.lib).toBeInstanceOf(Function);
    expect(shared['react-redux']!.lib).toBeInstanceOf(Function);
    expect(shared['@reduxjs/toolkit/query/react']!.get).toBeInstanceOf(Function);
    expect(shared['shared-ui/api/base-api']!.lib).toBeUndefined();
  });

  it('shares one router whose exports are exactly the allowed surface', async () => {
    const router = await load('react-router-dom');
    expect(Object.keys(router).sort()).toEqual([...ROUTER_SURFACE].sort());
    for (const name of ROUTER_SURFACE) expect([name, typeof router[name]]).not.toEqual([name, 'undefined']);
    expect(await load('react-router/dom')).toBe(router);
    expect(await load('react-router')).toBe(router);
  });
});
