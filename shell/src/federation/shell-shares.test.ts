import fs from 'node:fs';
import path from 'node:path';
import ROUTER_SURFACE from 'shared-domain/federation/router-surface.json';
import { SHARED_KEYS, shellShares } from './shell-shares';

const REPO = path.join(__dirname, '..', '..', '..');
const PACKAGES: Record<string, string> = { 'shared-ui': 'shared-ui/src', 'shared-domain': 'shared-domain/src' };
const IMPORT = /(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*'([^']+)'|import\s*\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g;

function resolveFile(base: string): string | undefined {
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file));
}

/** A value import (type-only ones are erased by the compiler and never reach the browser). */
function importsIn(file: string): string[] {
  const found: string[] = [];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const [, typeOnly, clause, from, dynamic, bare] = m;
    if (typeOnly) continue;
    const names = clause?.match(/^\{([^}]*)\}$/)?.[1]?.split(',').map((s) => s.trim()).filter(Boolean);
    if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    found.push((from ?? dynamic ?? bare)!);
  }
  return found;
}

/** Every shared-ui / shared-domain module the shell's code reaches, by the key remotes use for it. */
function sharedModulesReachedByShell(): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsIn(file)) {
      const pkg = Object.keys(PACKAGES).find((p) => spec.startsWith(`${p}/`));
      let target: string | undefined;
      if (pkg) {
        keys.add(spec);
        target = resolveFile(path.join(REPO, PACKAGES[pkg]!, spec.slice(pkg.length + 1)));
      } else if (spec.startsWith('.')) {
        target = resolveFile(path.join(path.dirname(file), spec).replace(/\.(tsx?)$/, ''));
      }
      if (target) walk(target);
    }
  };
  const shellFiles = fs
    .readdirSync(path.join(REPO, 'shell/src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(REPO, 'shell/src', f));
  shellFiles.forEach(walk);
  return keys;
}

/** The npm libraries a shared module pulls in through its static imports (import() is left out). */
function librariesPulledIn(key: string): Set<string> {
  const FRAMEWORK = /^(react|react-dom|react-redux|react-router-dom|@reduxjs\/toolkit)(\/|$)/;
  const libraries = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const [, typeOnly, clause, from, , bare] = m;
      const spec = from ?? bare;
      if (typeOnly || !spec || spec.endsWith('.css')) continue;
      const names = clause?.match(/^\{([^}]*)\}$/)?.[1]?.split(',').map((n) => n.trim()).filter(Boolean);
      if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
      const pkg = Object.keys(PACKAGES).find((p) => spec.startsWith(`${p}/`));
      const target = pkg
        ? resolveFile(path.join(REPO, PACKAGES[pkg]!, spec.slice(pkg.length + 1)))
        : spec.startsWith('.')
          ? resolveFile(path.join(path.dirname(file), spec).replace(/\.(tsx?)$/, ''))
          : undefined;
      if (target) walk(target);
      else if (!spec.startsWith('.') && !pkg && !FRAMEWORK.test(spec)) libraries.add(spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/'));
    }
  };
  const pkg = key.split('/')[0]!;
  walk(resolveFile(path.join(REPO, PACKAGES[pkg]!, key.slice(pkg.length + 1)))!);
  return libraries;
}

/**
 * Whether a package's `exports` map lets a remote import the file: shared-domain's `./*` is `.ts`;
 * shared-ui's `./hooks/*`, `./api/*`, `./styles/*` are `.ts` and its `./*` is `.tsx`.
 */
function importable(pkg: string, file: string): boolean {
  if (pkg === 'shared-domain') return file.endsWith('.ts');
  return ['hooks', 'api', 'styles'].includes(file.split(path.sep)[0]!) ? file.endsWith('.ts') : file.endsWith('.tsx');
}

/** Every module a remote can import from shared-ui and shared-domain (tests and dev helpers aside). */
function packageModules(): string[] {
  const keys: string[] = [];
  for (const [pkg, dir] of Object.entries(PACKAGES)) {
    for (const file of fs.readdirSync(path.join(REPO, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|d)\.tsx?$/.test(file) || file.startsWith(`dev${path.sep}`) || /test-(support|clock|fixtures)/.test(file)) continue;
      if (!importable(pkg, file)) continue;
      keys.push(`${pkg}/${file.replace(/\.tsx?$/, '').split(path.sep).join('/')}`);
    }
  }
  return keys.sort();
}

describe('the shell share table', () => {
  it('lists every shared-ui and shared-domain module the shell runs, so remotes get the same instance', () => {
    const reached = [...sharedModulesReachedByShell()].sort();
    expect(reached.length).toBeGreaterThan(10);
    expect(reached.filter((key) => !SHARED_KEYS.includes(key))).toEqual([]);
  });

  it('lists every module of shared-ui and shared-domain, and nothing else (a line to add or drop is printed)', () => {
    const modules = packageModules();
    const chunk = (key: string) => key.split('/').slice(0, key.split('/').length > 2 ? 2 : 1).join('-');
    const line = (key: string) => `  '${key}': ['${key.split('/')[0]}', () => import(/* webpackChunkName: "${chunk(key)}" */ '${key}')],`;
    const sharedKeys = SHARED_KEYS.filter((key) => key.startsWith('shared-'));
    expect({ add: modules.filter((key) => !sharedKeys.includes(key)).map(line), drop: sharedKeys.filter((key) => !modules.includes(key)) }).toEqual({ add: [], drop: [] });
  });

  it('loads a module with its folder, unless it pulls in a library: then in a chunk of its own (a line to fix is printed)', () => {
    const source = fs.readFileSync(path.join(__dirname, 'shell-shares.ts'), 'utf8');
    const chunkOf = new Map([...source.matchAll(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ '([^']+)'\)/g)].map((m) => [m[2]!, m[1]!]));
    const wrong: string[] = [];
    for (const key of SHARED_KEYS.filter((k) => k.startsWith('shared-'))) {
      const parts = key.split('/');
      const own = librariesPulledIn(key).size > 0;
      const expected = own ? parts.join('-') : parts.slice(0, parts.length > 2 ? 2 : 1).join('-');
      if (chunkOf.get(key) !== expected) wrong.push(`${key}: webpackChunkName "${expected}"${own ? ` (pulls in ${[...librariesPulledIn(key)].join(', ')})` : ''}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists the framework singletons', () => {
    for (const key of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit']) {
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
