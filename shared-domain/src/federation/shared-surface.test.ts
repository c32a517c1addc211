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
 * version moving: an addition needs a minor bump, a removal or rename a major one. A module that
 * leaves because one unit alone uses it (shared-module-users.test) is the exception, recorded under
 * `movedOut` with the file it moved to: only that unit needs its instance, the shell stops
 * registering it, and that unit's builds from before run their own copy (host-shares-first.ts), so
 * the move is a minor step. After bumping, refresh the record:
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
  /** Modules that left the surface for the one unit that uses them: module → its file there (from the repository root). */
  movedOut?: Record<string, string>;
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

/**
 * The step a change of surface needs: none, minor (additions, and modules moved out to the one unit
 * that uses them, with every export they had), or major (anything else removed or renamed).
 */
export function stepNeeded(
  before: Surface,
  { added, removed }: ReturnType<typeof diff>,
  movedOut: Readonly<Record<string, string>>,
  exportsOf: (file: string) => string[] | null,
): 'none' | 'minor' | 'major' {
  const moved = (mod: string) => {
    const file = movedOut[mod];
    const kept = file === undefined ? null : exportsOf(file);
    return kept !== null && before[mod]!.every((name) => kept.includes(name));
  };
  if (removed.some((mod) => !moved(mod))) return 'major';
  return added.length > 0 || removed.length > 0 ? 'minor' : 'none';
}

const exportsOfFile = (file: string) => {
  const full = path.join(ROOT, file);
  return fs.existsSync(full) ? valueExports(fs.readFileSync(full, 'utf8')) : null;
};

/** Whether `version` is a big enough step from `base` for the step a change needs. */
const bumpedEnough = (version: string, base: string, step: ReturnType<typeof stepNeeded>) =>
  step === 'major' ? parse(version)[0] > parse(base)[0] : step === 'minor' ? greater(version, base) : true;

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

describe('stepNeeded', () => {
  const before: Surface = { 'api/a-api': ['aApi'], 'hooks/use-b': ['useB', 'BContext'] };
  const exportsOf = (file: string) => ({ 'remotes/x/src/a-api.ts': ['aApi', 'useAQuery'], 'remotes/x/src/thin.ts': [] })[file] ?? null;

  it('asks a minor step for an addition, none for no change', () => {
    expect(stepNeeded(before, { added: ['hooks/use-c'], removed: [] }, {}, exportsOf)).toBe('minor');
    expect(stepNeeded(before, { added: [], removed: [] }, {}, exportsOf)).toBe('none');
  });

  it('asks a major step for a module or an export removed', () => {
    expect(stepNeeded(before, { added: [], removed: ['api/a-api'] }, {}, exportsOf)).toBe('major');
    expect(stepNeeded(before, { added: [], removed: ['hooks/use-b#BContext'] }, {}, exportsOf)).toBe('major');
  });

  it('asks a minor step for a module moved out to its one unit with every export it had', () => {
    expect(stepNeeded(before, { added: [], removed: ['api/a-api'] }, { 'api/a-api': 'remotes/x/src/a-api.ts' }, exportsOf)).toBe('minor');
  });

  it('asks a major step for a move to a file that is not there or lost an export', () => {
    expect(stepNeeded(before, { added: [], removed: ['api/a-api'] }, { 'api/a-api': 'remotes/x/src/gone.ts' }, exportsOf)).toBe('major');
    expect(stepNeeded(before, { added: [], removed: ['api/a-api'] }, { 'api/a-api': 'remotes/x/src/thin.ts' }, exportsOf)).toBe('major');
  });
});

describe.each(PACKAGES)('%s', (pkg) => {
  it('carries a version that moved with its surface', () => {
    const current = surfaceOf(pkg);
    const version = versionOf(pkg);
    const recorded = record[pkg];
    const changes = diff(recorded.modules, current);
    const step = stepNeeded(recorded.modules, changes, recorded.movedOut ?? {}, exportsOfFile);
    const unchanged = changes.added.length === 0 && changes.removed.length === 0;
    if (process.env.UPDATE_SURFACE) {
      // The record may follow the tree once the version moved far enough past the committed one.
      const base = committedVersion(pkg) ?? recorded.version;
      if (!bumpedEnough(version, base, step)) {
        throw new Error(`${pkg}: bump "version" in ${pkg}/package.json above ${base} first (${step})`);
      }
      record[pkg] = { ...recorded, version, modules: current };
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
      : !bumpedEnough(version, recorded.version, step)
        ? `${pkg}'s surface changed (${what}) but its version is still ${version}: bump it (${step === 'major' ? 'major: something was removed' : 'minor'}), then refresh shared-surface.json (UPDATE_SURFACE=1)`
        : `${pkg}'s surface changed (${what}) under the new version ${version}: refresh shared-surface.json (UPDATE_SURFACE=1)`;
    expect(problem).toBeNull();
  });
});
