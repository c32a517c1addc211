import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunkNameOf, packageModules, sharedSingletons, stateOf } from '../../../rspack.shared-singletons.cjs';
import { importEdges, isTestFile, REPO } from './test-support/import-graph';

/**
 * Only state is a singleton: the federation shares a module of shared-ui / shared-domain only when
 * it must be one instance on the page (rspack.shared-singletons.cjs reads that from the code).
 */

describe('the state scan', () => {
  it.each([
    ['a React context', 'export const ClockContext = createContext<Clock | null>(null);'],
    ['a Redux slice, store or api', "export const settingsSlice = createSlice({ name: 'settings', initialState, reducers: {} });"],
    ['a Redux slice, store or api', "export const baseApi = createApi({ reducerPath: 'api', baseQuery, endpoints: () => ({}) });"],
    ['a Redux slice, store or api', 'export const rootReducer = combineSlices(settingsSlice).withLazyLoadedSlices<LazyLoadedSlices>();'],
    ['endpoints injected into the one api as it loads', 'export const prayersApi = injectContract(prayersContract);'],
    ['endpoints injected into the one api as it loads', 'rootReducer.inject(toastsSlice);'],
    ['a module-level variable', 'let hintShown = false;'],
    ['a module-level variable', 'export let current = 1;'],
    ['a module-level collection filled at run time', 'const openStack: symbol[] = [];'],
    [
      'a module-level collection filled at run time',
      'const lateMiddleware = new WeakMap<object, ReturnType<typeof createDynamicMiddleware>>();',
    ],
    ['a module-level collection filled at run time', 'const cache = new Map();'],
    ['state kept on globalThis', "const PAGE_CLOCK_KEY = Symbol.for('tlw-tracker/page-clock@1');"],
  ])('finds %s', (reason, source) => {
    expect(stateOf(source)).toMatchObject({ reasons: [reason], singleton: true });
  });

  it.each([
    ['a constant table', "export const ROLES = ['attack', 'heal'] as const;\nexport const LABELS: Record<string, string> = { a: 'A' };"],
    [
      'a lookup built once from constants',
      'const GROUP_OF_TYPE = new Map<string, string>(GROUPS.map((g) => [g.id, g.name]));\nexport const RETRY = new Set([408, 500]);',
    ],
    [
      'state inside a function',
      'export function createClock() {\n  let timer = null;\n  const listeners = new Map();\n  return { listeners, timer };\n}',
    ],
    [
      'endpoints injected when a function is called',
      'export const injectContract = (c) =>\n  baseApi.injectEndpoints({ endpoints: () => c });',
    ],
    ['a mention in a comment', '// let x = createContext(); Symbol.for("x")\n/* const cache = new Map(); */\nexport const a = 1;'],
  ])('leaves %s alone', (_what, source) => {
    expect(stateOf(source)).toMatchObject({ reasons: [], singleton: false });
  });

  it('lets a file overrule the scan with a marker comment', () => {
    expect(stateOf('// federation: not a singleton — a cache\nconst cache = new Map();')).toMatchObject({
      marker: 'not a singleton',
      singleton: false,
    });
    expect(stateOf('// federation: singleton — identity matters\nexport const TOKEN = {} as object;')).toMatchObject({
      marker: 'singleton',
      singleton: true,
    });
  });
});

describe('the singletons of shared-ui and shared-domain', () => {
  const singletons = sharedSingletons();
  const keys = singletons.map((m) => m.key);

  it('include the store, the api, the settings, the clock, the modal host and the contexts', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'shared-domain/store/app-store',
        'shared-domain/settings/settings-slice',
        'shared-domain/toasts/toasts-slice',
        'shared-domain/api/base-query',
        'shared-domain/time/clock',
        'shared-ui/api/base-api',
        'shared-ui/hooks/use-clock',
        'shared-ui/hooks/use-modal-layer',
        'shared-ui/modal/modal',
      ]),
    );
  });

  it('leave out stateless code: it is bundled into each remote that imports it', () => {
    for (const key of [
      'shared-ui/page/page-frame',
      'shared-ui/api/contract-endpoints',
      'shared-ui/lists/progressive-list',
      'shared-domain/formatting/date-format',
      'shared-domain/schemas/prayer',
    ]) {
      expect([key, keys.includes(key)]).toEqual([key, false]);
    }
  });

  it('can each be imported by a remote under its package name (the share key)', () => {
    expect(singletons.filter((m) => !m.importable).map((m) => `${m.key} is not in its package's exports map`)).toEqual([]);
  });

  it('carry a marker only where it overrules the scan', () => {
    const redundant = packageModules()
      .map((m) => ({ key: m.key, ...stateOf(fs.readFileSync(m.file, 'utf8')) }))
      .filter(
        ({ marker, reasons }) => (marker === 'singleton' && reasons.length > 0) || (marker === 'not a singleton' && reasons.length === 0),
      )
      .map(({ key, marker }) => `${key}: "federation: ${marker}" agrees with the scan; drop the marker`);
    expect(redundant).toEqual([]);
  });

  it('are imported by their package name wherever they are bundled (a relative import would bundle a second instance)', () => {
    const files = new Map(singletons.map((m) => [path.relative(REPO, m.file), m.key]));
    const relative = importEdges()
      .filter((e) => files.has(e.to) && !e.typeOnly && e.specifier.startsWith('.') && !isTestFile(e.from) && !e.from.startsWith('e2e/'))
      .map((e) => `${e.from} imports '${e.specifier}': write '${files.get(e.to)}'`);
    expect(relative).toEqual([]);
  });
});

describe('the chunk of a singleton', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  /** A throwaway repository: each file's path (from the root) and its source. */
  function repo(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-singletons-'));
    roots.push(root);
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), source);
    }
    return root;
  }
  const chunkOf = (root: string, key: string, file: string) => chunkNameOf({ key, file: path.join(root, file) }, root);

  it('is its folder when it pulls in only the frameworks, types and stylesheets', () => {
    const root = repo({
      'shared-ui/src/hooks/use-a.ts': [
        "import { useState } from 'react';",
        "import { createSlice } from '@reduxjs/toolkit';",
        "import type { A } from 'lib-a';",
        "import { type B } from 'lib-b';",
        "import './a.css';",
        "import { c } from './c';",
        "const later = () => import('lib-later');",
      ].join('\n'),
      'shared-ui/src/hooks/c.ts': "export type { D } from 'lib-d';\nexport const c = 1;",
    });
    expect(chunkOf(root, 'shared-ui/hooks/use-a', 'shared-ui/src/hooks/use-a.ts')).toBe('shared-ui-hooks');
  });

  it('is its own when it pulls in a library, even through another shared module', () => {
    const root = repo({
      'shared-ui/src/api/use-e.ts': "import { f } from 'shared-domain/f/f';",
      'shared-domain/src/f/f.ts': "import { g } from 'lib-g/sub';\nexport const f = g;",
    });
    expect(chunkOf(root, 'shared-ui/api/use-e', 'shared-ui/src/api/use-e.ts')).toBe('shared-ui-api-use-e');
  });
});
