import fs from 'node:fs';
import path from 'node:path';
import { referencesIn, valueImportsFrom } from '../../../import-scanner.cjs';

/**
 * zod must not reach production browser bundles (its eval probe trips the CSP). The hooks and QueryView may import
 * only types and plain data from the contract; the one lazy import of the schemas (the development
 * check in the base query) must sit inside the NODE_ENV guard a production build drops.
 */
const GUARD = "if (process.env.NODE_ENV !== 'production') {";
const SHARED_DOMAIN = path.join(__dirname, '..', '..', '..', 'shared-domain', 'src');

/** What the files reached from `entries` import: npm packages by value, and each dynamic import with the text before it. */
const walk = (entries: string[]) => {
  const reach = valueImportsFrom(entries);
  return {
    packages: reach.packages,
    dynamic: reach.dynamic.map(({ file, specifier, index }) => ({
      file,
      spec: specifier,
      before: fs.readFileSync(file, 'utf8').slice(0, index),
    })),
  };
};

// Endpoint modules only one section reads live in its remote (walked below with the rest of each remote).
const ENTRIES = ['general-api', 'characters-api', 'contract-endpoints'].map((n) => path.join(__dirname, `${n}.ts`));
ENTRIES.push(path.join(__dirname, '..', 'query', 'query-view.tsx'));

describe('what the hooks and QueryView bring into a browser bundle', () => {
  const graph = walk(ENTRIES);

  it('imports no zod statically', () => {
    expect([...graph.packages].sort()).toEqual(['@reduxjs/toolkit', 'react']);
  });

  // QueryView speaks through shared-ui's catalogue, whose languages load on demand: plain messages, no schema.
  const isCatalogue = (d: { file: string }) => d.file.endsWith(path.join('messages', 'catalogue.ts'));

  it('loads the schemas only lazily, inside the development guard', () => {
    const schemas = graph.dynamic.filter((d) => !isCatalogue(d));
    expect(schemas.map((d) => path.basename(d.file) + ' -> ' + d.spec)).toEqual(['base-query.ts -> ./contract/validate-response']);
    expect(graph.dynamic.filter(isCatalogue).map((d) => d.spec)).toEqual(['./en', './ja']);
    for (const d of schemas) {
      const inGuard = d.before.slice(d.before.lastIndexOf(GUARD));
      expect(d.before.includes(GUARD)).toBe(true);
      // Still inside the guard's block: more braces opened than closed since it.
      expect((inGuard.match(/\{/g) ?? []).length).toBeGreaterThan((inGuard.match(/\}/g) ?? []).length);
    }
  });

  it('would see zod if a hook module imported a schema', () => {
    const reachesZod = walk([path.join(SHARED_DOMAIN, 'api', 'contract', 'general-schemas.ts')]);
    expect(reachesZod.packages.has('zod')).toBe(true);
  });
});

describe('the one baseApi across federated bundles', () => {
  it('is imported by its package name, never relatively (federation shares by specifier)', () => {
    const relative = fs
      .readdirSync(__dirname)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) =>
        referencesIn(fs.readFileSync(path.join(__dirname, f), 'utf8'))
          .filter((ref) => ref.specifier.startsWith('.'))
          .map((ref) => `${f}: ${ref.specifier}`),
      );
    expect(relative).toEqual([]);
  });
});

describe('what the shell and every remote bring into a browser bundle', () => {
  const ROOT = path.join(__dirname, '..', '..', '..');
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'test-support' ? [] : sources(full);
      // Test helpers (test-*.ts, *fixture*) start the API in Jest; they never reach a bundle.
      return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$|^test-|fixture/.test(e.name) ? [full] : [];
    });
  const dirs = ['shell/src', ...fs.readdirSync(path.join(ROOT, 'remotes')).map((r) => `remotes/${r}/src`)];

  it.each(dirs)('%s imports no zod (a schema value pulls it in, and its eval probe trips the CSP)', (dir) => {
    expect(walk(sources(path.join(ROOT, dir))).packages.has('zod')).toBe(false);
  });
});
