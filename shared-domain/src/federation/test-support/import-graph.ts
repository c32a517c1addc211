// Jest-only test support (never bundled), so Node's modules are fine here.
/* eslint-disable no-restricted-imports */
import fs from 'node:fs';
import path from 'node:path';
/* eslint-enable no-restricted-imports */

/** The repository, and the deployable units whose code may import the shared packages. */
export const REPO = path.join(__dirname, '..', '..', '..', '..');
export const UNITS = [
  'shell',
  'remotes/characters',
  'remotes/prayers',
  'remotes/story-cards',
  'remotes/tower',
  'remotes/update-log',
  'shared-ui',
  'shared-domain',
  'api-mock',
  'e2e',
] as const;
export type Unit = (typeof UNITS)[number];

const SKIP = new Set(['node_modules', 'dist', 'dist-dev', 'dist-ssr', 'test-results', '.serve', '.bench']);
const PACKAGES: Record<string, string> = { 'shared-domain': 'shared-domain/src', 'shared-ui': 'shared-ui/src' };

export interface ImportEdge {
  /** The importing file, relative to the repository. */
  from: string;
  /** The imported file, relative to the repository. */
  to: string;
  specifier: string;
  /** `import type` / `export type` / `{ type A, type B }`: erased before any bundle. */
  typeOnly: boolean;
}

/** Every module reference: static and dynamic imports, re-exports, `require` and `jest.mock`. */
const REFERENCE =
  /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)|import\s+'([^']+)'|(?:require|jest\.mock|jest\.requireActual)\(\s*'([^']+)'/g;

const isTestFile = (file: string) =>
  /\.test\.tsx?$|[\\/](test-support|dev)[\\/]|test-(clock|fixtures)\.ts$|story-card-test-support/.test(file);
export { isTestFile };

/** The unit a repository path belongs to. */
export const unitOf = (file: string): Unit | undefined => UNITS.find((u) => file === u || file.startsWith(`${u}/`));

function resolveFile(base: string): string | undefined {
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The file a specifier names, if it is one of the repository's own (a shared package or a relative path). */
export function resolveSpecifier(specifier: string, fromFile: string): string | undefined {
  const spec = specifier.split('?')[0]!;
  const pkg = Object.keys(PACKAGES).find((p) => spec.startsWith(`${p}/`));
  if (pkg) return resolveFile(path.join(REPO, PACKAGES[pkg]!, spec.slice(pkg.length + 1)));
  if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), spec));
  return undefined;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('playwright-report')) continue;
    const full = path.join(dir, entry.name);
    if (full === path.join(REPO, 'api-mock', 'content')) continue;
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every import between the repository's own files, across all units. */
export function importEdges(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const unit of UNITS) {
    for (const file of sourceFiles(path.join(REPO, unit))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(REFERENCE)) {
        const [, typeKeyword, clause, from, dynamic, bare, call] = m;
        const specifier = (from ?? dynamic ?? bare ?? call)!;
        const target = resolveSpecifier(specifier, file);
        if (!target) continue;
        const names = clause
          ?.match(/^\{([^}]*)\}$/)?.[1]
          ?.split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const typeOnly = Boolean(typeKeyword) || (names !== undefined && names.length > 0 && names.every((n) => n.startsWith('type ')));
        edges.push({ from: path.relative(REPO, file), to: path.relative(REPO, target), specifier, typeOnly });
      }
    }
  }
  return edges;
}
