import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from '../../../rspack.shared-singletons.cjs';

/**
 * The singletons of shared-ui and shared-domain (the modules that hold state) are shared at run
 * time with remotes built at other times, so the package version must say what their surface is
 * (the remotes' `requiredVersion` is `^<version>` at build time, and the shell refuses a remote
 * that needs a newer one: host-shares-first.ts). The rest of the shared code is bundled into each
 * remote and never crosses a deploy. This test keeps a record of every singleton and its value
 * exports per package (shared-surface.json) and fails when that surface changes without the
 * version moving: an addition needs a minor bump, a removal or rename a major one. After bumping,
 * refresh the record:
 *   UPDATE_SURFACE=1 pnpm exec jest shared-domain/src/federation/shared-surface
 */

const ROOT = path.join(__dirname, '..', '..', '..');
const RECORD = path.join(__dirname, 'shared-surface.json');
const PACKAGES = ['shared-domain', 'shared-ui'] as const;
type Pkg = (typeof PACKAGES)[number];
type Surface = Record<string, string[]>;
interface Record_ {
  version: string;
  modules: Surface;
}

/** Value exports of a module (types and interfaces vanish at run time, so they are not surface). */
export function valueExports(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum|abstract\s+class)\s+([A-Za-z_$][\w$]*)/gm,
  ))
    names.add(m[1]!);
  if (/^export\s+default\b/m.test(source)) names.add('default');
  for (const m of source.matchAll(/^export\s+(?!type\b)\{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(
        item
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
    }
  }
  for (const m of source.matchAll(/^export\s+\*\s+(?:as\s+([\w$]+)\s+)?from\s+'([^']+)'/gm)) names.add(m[1] ?? `* from ${m[2]}`);
  return [...names].sort();
}

/** Every singleton of the package (what remotes take from the shell), with its value exports. */
function surfaceOf(pkg: Pkg): Surface {
  const surface: Surface = {};
  for (const m of sharedSingletons().filter((s) => s.pkg === pkg)) {
    surface[m.key.slice(pkg.length + 1)] = valueExports(fs.readFileSync(m.file, 'utf8'));
  }
  return surface;
}

const versionOf = (pkg: Pkg) => (JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as { version: string }).version;

/** The version in the last commit (what deployed remotes may have been built against). */
function committedVersion(pkg: Pkg): string | null {
  try {
    return (
      JSON.parse(
        execFileSync('git', ['show', `HEAD:${pkg}/package.json`], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString(),
      ) as { version: string }
    ).version;
  } catch {
    return null;
  }
}

const parse = (v: string) => v.split('.').map(Number) as [number, number, number];
const greater = (a: string, b: string) => {
  const [x, y] = [parse(a), parse(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! > y[i]!;
  return false;
};

function diff(before: Surface, after: Surface) {
  const added: string[] = [];
  const removed: string[] = [];
  for (const [mod, names] of Object.entries(after)) {
    if (!before[mod]) added.push(mod);
    else for (const n of names) if (!before[mod]!.includes(n)) added.push(`${mod}#${n}`);
  }
  for (const [mod, names] of Object.entries(before)) {
    if (!after[mod]) removed.push(mod);
    else for (const n of names) if (!after[mod]!.includes(n)) removed.push(`${mod}#${n}`);
  }
  return { added, removed };
}

/** Whether `version` is a big enough step from `base` for these changes (major for removals). */
const bumpedEnough = (version: string, base: string, { added, removed }: ReturnType<typeof diff>) =>
  removed.length > 0 ? parse(version)[0] > parse(base)[0] : added.length > 0 ? greater(version, base) : true;

const record = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as Record<Pkg, Record_>;

describe('valueExports', () => {
  it('reads every form of value export and ignores types', () => {
    const source = [
      'export const a = 1;',
      'export function b() {}',
      'export async function c() {}',
      'export class D {}',
      'export { e, f as g, type H };',
      "export { i as j } from './x';",
      'export type K = 1;',
      'export interface L {}',
      "export type { M } from './y';",
      'export default 3;',
    ].join('\n');
    expect(valueExports(source)).toEqual(['D', 'a', 'b', 'c', 'default', 'e', 'g', 'j']);
  });
});

describe.each(PACKAGES)('%s', (pkg) => {
  it('carries a version that moved with its surface', () => {
    const current = surfaceOf(pkg);
    const version = versionOf(pkg);
    const recorded = record[pkg];
    const changes = diff(recorded.modules, current);
    const unchanged = changes.added.length === 0 && changes.removed.length === 0;
    if (process.env.UPDATE_SURFACE) {
      // The record may follow the tree once the version moved far enough past the committed one.
      const base = committedVersion(pkg) ?? recorded.version;
      if (!unchanged && !bumpedEnough(version, base, changes)) {
        throw new Error(
          `${pkg}: bump "version" in ${pkg}/package.json above ${base} first (${changes.removed.length ? 'major' : 'minor'})`,
        );
      }
      record[pkg] = { version, modules: current };
      fs.writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
      return;
    }
    const what = [
      changes.added.length ? `added ${changes.added.join(', ')}` : '',
      changes.removed.length ? `removed ${changes.removed.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const problem = unchanged
      ? version === recorded.version
        ? null
        : `${pkg} is ${version} but shared-surface.json records ${recorded.version}: refresh it (UPDATE_SURFACE=1)`
      : !bumpedEnough(version, recorded.version, changes)
        ? `${pkg}'s surface changed (${what}) but its version is still ${version}: bump it (${changes.removed.length ? 'major: something was removed' : 'minor'}), then refresh shared-surface.json (UPDATE_SURFACE=1)`
        : `${pkg}'s surface changed (${what}) under the new version ${version}: refresh shared-surface.json (UPDATE_SURFACE=1)`;
    expect(problem).toBeNull();
  });
});
