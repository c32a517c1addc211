// Jest-only test support (never bundled), so Node's modules are fine here.
/* eslint-disable no-restricted-imports */
import fs from 'node:fs';
import path from 'node:path';
/* eslint-enable no-restricted-imports */
import { referencesIn, resolveReference, ROOT } from '../../../../import-scanner.cjs';

/** The repository. */
export const REPO = ROOT;

/** The remotes: each folder of remotes/ with a package (a new remote counts without a list to update). */
export const REMOTE_UNITS: readonly string[] = fs
  .readdirSync(path.join(REPO, 'remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(REPO, 'remotes', entry.name, 'package.json')))
  .map((entry) => `remotes/${entry.name}`)
  .sort();

/** Every unit: what deploys on its own (shell, each remote, the API, deploy/), the shared packages, and the e2e suite. */
export const UNITS: readonly string[] = ['shell', ...REMOTE_UNITS, 'shared-ui', 'shared-domain', 'api-mock', 'e2e', 'deploy'];
export type Unit = string;

const SKIP = new Set(['node_modules', 'dist', 'dist-dev', 'dist-ssr', 'test-results', '.serve', '.bench']);

export interface ImportEdge {
  /** The importing file, relative to the repository. */
  from: string;
  /** The imported file, relative to the repository. */
  to: string;
  specifier: string;
  /** `import type` / `export type` / `{ type A, type B }`: erased before any bundle. */
  typeOnly: boolean;
}

/** Tests, test support and the shared packages' dev helpers: code that never reaches a deployed bundle or server. */
export const isTestFile = (file: string) =>
  /\.(test|spec)\.tsx?$|[\\/](test-support|dev)[\\/]|test-(clock|fixtures)\.ts$|story-card-test-support/.test(file);

/** The unit a repository path belongs to. */
export const unitOf = (file: string): Unit | undefined => UNITS.find((u) => file === u || file.startsWith(`${u}/`));

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('playwright-report')) continue;
    const full = path.join(dir, entry.name);
    if (full === path.join(REPO, 'api-mock', 'content')) continue;
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|mjs|cjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every source file of a unit, relative to the repository. */
export const filesOf = (unit: Unit): string[] => sourceFiles(path.join(REPO, unit)).map((file) => path.relative(REPO, file));

/** Every import between the repository's own files, across all units. */
export function importEdges(): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const unit of UNITS) {
    for (const file of sourceFiles(path.join(REPO, unit))) {
      for (const ref of referencesIn(fs.readFileSync(file, 'utf8'))) {
        const target = resolveReference(ref.specifier, file);
        if (!target) continue;
        edges.push({ from: path.relative(REPO, file), to: path.relative(REPO, target), specifier: ref.specifier, typeOnly: ref.typeOnly });
      }
    }
  }
  return edges;
}
