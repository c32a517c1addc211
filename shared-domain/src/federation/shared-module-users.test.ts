import fs from 'node:fs';
import path from 'node:path';
import { filesOf, importEdges, isTestFile, REMOTE_UNITS, REPO, unitOf, UNITS, type Unit } from './test-support/import-graph';

/**
 * shared-ui and shared-domain hold what two or more units use. A module one unit uses lives in that
 * unit, beside the feature that uses it, so its team changes and ships it alone; a module only its
 * own tests use is deleted with them. Users are counted by unit (the shell, each remote, api-mock,
 * e2e, deploy), reached directly or through other shared modules; the shared packages' own tests do
 * not count. A test helper of a shared package (dev/, test-support/) may also serve its own package's
 * tests alone.
 */

const SHARED = /^shared-(ui|domain)\/src\//;
const packageOf = (file: string) => file.split('/')[0]!;
const isSharedTest = (file: string) => SHARED.test(file) && /\.test\.tsx?$/.test(file);

/** Files the Jest configuration wires into every package's tests by path (setup, environment). */
const JEST_WIRED = new Set(
  [...fs.readFileSync(path.join(REPO, 'jest.project.js'), 'utf8').matchAll(/'(shared-(?:ui|domain)\/src\/[^']+)'/g)].map((m) => m[1]!),
);

interface Users {
  units: Set<Unit>;
  /** Used by its own package's tests (a helper may live for those alone). */
  ownTests: boolean;
  importers: string[];
}

/** Each shared module's users by unit, reached directly or through other shared modules. */
function usersOfSharedModules(): Map<string, Users> {
  const importers = new Map<string, string[]>();
  for (const edge of importEdges()) {
    if (!SHARED.test(edge.to) || edge.from === edge.to) continue;
    importers.set(edge.to, [...(importers.get(edge.to) ?? []), edge.from]);
  }
  const memo = new Map<string, Users>();
  const usersOf = (file: string, visiting: Set<string>): Users => {
    const known = memo.get(file);
    if (known) return known;
    const users: Users = { units: new Set(JEST_WIRED.has(file) ? UNITS : []), ownTests: false, importers: importers.get(file) ?? [] };
    visiting.add(file);
    for (const importer of users.importers) {
      if (!SHARED.test(importer)) {
        const unit = unitOf(importer);
        if (unit) users.units.add(unit);
      } else if (isSharedTest(importer)) {
        if (packageOf(importer) === packageOf(file)) users.ownTests = true;
      } else if (!visiting.has(importer)) {
        // Through another shared module (or a shared test helper): its users are this one's too.
        const through = usersOf(importer, visiting);
        for (const unit of through.units) users.units.add(unit);
        if (through.ownTests && packageOf(importer) === packageOf(file)) users.ownTests = true;
      }
    }
    visiting.delete(file);
    if (visiting.size === 0) memo.set(file, users);
    return users;
  };
  const modules = ['shared-domain', 'shared-ui']
    .flatMap((unit) => filesOf(unit))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort();
  return new Map(modules.map((file) => [file, usersOf(file, new Set())]));
}

describe('shared-ui and shared-domain keep only what two or more units use', () => {
  const users = usersOfSharedModules();
  const unitsOf = (file: string) => [...(users.get(file)?.units ?? [])];

  it('counts every unit: the shell, each remote, api-mock, e2e and deploy', () => {
    // Written out from the code: the store is the shell's and every remote reaches it.
    expect(unitsOf('shared-domain/src/store/app-store.ts')).toEqual(expect.arrayContaining(['shell', ...REMOTE_UNITS]));
    expect(REMOTE_UNITS.length).toBeGreaterThan(1);
    // The API server validates its content with the shared schemas; deploy and e2e read the API contract.
    expect(unitsOf('shared-domain/src/schemas/prayer.ts')).toContain('api-mock');
    expect(unitsOf('shared-domain/src/api/contract/api-contract.ts')).toEqual(expect.arrayContaining(['api-mock', 'deploy']));
    expect(unitsOf('shared-domain/src/schemas/api/prayers.ts')).toContain('e2e');
  });

  it('has no module that one unit alone uses (each is printed with where it goes)', () => {
    const offenders = [...users]
      .filter(([file, { units, ownTests }]) => units.size === 1 && !(isTestFile(file) && ownTests))
      .map(([file, { units, importers }]) => {
        const unit = [...units][0]!;
        const beside = importers.filter((i) => unitOf(i) === unit).map((i) => path.dirname(i));
        return `${file} is used by ${unit} alone: move it beside its user (${[...new Set(beside)].join(', ') || unit}) with its test`;
      });
    expect(offenders).toEqual([]);
  });

  it('has no module that only its own tests use, or nothing at all', () => {
    const dead = [...users]
      .filter(([file, { units, ownTests }]) => units.size === 0 && !(isTestFile(file) && ownTests))
      .map(([file, { importers }]) =>
        importers.length ? `${file} is used by its tests alone: delete it with them` : `${file} is used by nothing: delete it`,
      );
    expect(dead).toEqual([]);
  });
});
