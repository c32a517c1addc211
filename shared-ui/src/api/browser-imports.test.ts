import fs from 'node:fs';
import path from 'node:path';

/**
 * zod must not reach production browser bundles (issue 7 item 2). The hooks and QueryView may import
 * only types and plain data from the contract; the one lazy import of the schemas (the development
 * check in the base query) must sit inside the NODE_ENV guard a production build drops.
 */
const SRC: Record<string, string> = {
  'shared-ui': path.join(__dirname, '..'),
  'shared-domain': path.join(__dirname, '..', '..', '..', 'shared-domain', 'src'),
};
const IMPORT = /(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*'([^']+)'|import\s*\(\s*'([^']+)'\s*\)|import\s+'([^']+)'/g;
const GUARD = "if (process.env.NODE_ENV !== 'production') {";

const resolveFile = (base: string) => ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));

interface Graph {
  /** Bare packages imported by value from the reached files. */
  packages: Set<string>;
  /** Dynamic imports with the text before them in their file. */
  dynamic: { file: string; spec: string; before: string }[];
}

const walk = (entries: string[]): Graph => {
  const graph: Graph = { packages: new Set(), dynamic: [] };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const [, typeOnly, clause, from, dynamic, bare] = m;
      if (typeOnly) continue;
      const names = clause
        ?.match(/^\{([^}]*)\}$/)?.[1]
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
      if (dynamic) {
        graph.dynamic.push({ file, spec: dynamic, before: text.slice(0, m.index) });
        continue;
      }
      const spec = (from ?? bare)!;
      const pkg = Object.keys(SRC).find((p) => spec.startsWith(`${p}/`));
      const target = pkg
        ? resolveFile(path.join(SRC[pkg]!, spec.slice(pkg.length + 1)))
        : spec.startsWith('.')
          ? resolveFile(path.join(path.dirname(file), spec).replace(/\.(tsx?|css)$/, ''))
          : undefined;
      if (target) visit(target);
      else if (!spec.startsWith('.'))
        graph.packages.add(spec.split('/')[0]!.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  };
  entries.forEach(visit);
  return graph;
};

// The sections' own endpoint modules live in their remotes (walked below with the rest of each remote).
const ENTRIES = ['general-api', 'characters-api', 'contract-endpoints'].map((n) => path.join(__dirname, `${n}.ts`));
ENTRIES.push(path.join(__dirname, '..', 'query', 'query-view.tsx'));

describe('what the hooks and QueryView bring into a browser bundle', () => {
  const graph = walk(ENTRIES);

  it('imports no zod statically', () => {
    expect([...graph.packages].sort()).toEqual(['@reduxjs/toolkit', 'react']);
  });

  it('loads the schemas only lazily, inside the development guard', () => {
    expect(graph.dynamic.map((d) => path.basename(d.file) + ' -> ' + d.spec)).toEqual(['base-query.ts -> ./contract/validate-response']);
    for (const d of graph.dynamic) {
      const inGuard = d.before.slice(d.before.lastIndexOf(GUARD));
      expect(d.before.includes(GUARD)).toBe(true);
      // Still inside the guard's block: more braces opened than closed since it.
      expect((inGuard.match(/\{/g) ?? []).length).toBeGreaterThan((inGuard.match(/\}/g) ?? []).length);
    }
  });

  it('would see zod if a hook module imported a schema', () => {
    const reachesZod = walk([path.join(SRC['shared-domain']!, 'api', 'contract', 'general-schemas.ts')]);
    expect(reachesZod.packages.has('zod')).toBe(true);
  });
});

describe('the one baseApi across federated bundles', () => {
  it('is imported by its package name, never relatively (federation shares by specifier)', () => {
    const relative = fs
      .readdirSync(__dirname)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) => [...fs.readFileSync(path.join(__dirname, f), 'utf8').matchAll(/from '(\.[^']*)'/g)].map((m) => `${f}: ${m[1]}`));
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
