import path from 'node:path';
import { importEdges, REPO, unitOf, type Unit } from './test-support/import-graph';

/**
 * A section's code lives in its remote: a module of shared-ui or shared-domain that only one remote
 * uses belongs beside the screen that uses it (remotes/<name>/src/<screen>/), so the team that owns
 * it changes and ships it alone. Users are counted by unit, through other shared modules: the shell,
 * each remote, api-mock (the API server may use a schema or rule) and e2e; a shared package's own
 * tests move with their module and do not count.
 */

/**
 * Single-remote modules that stay for now, each with the reason. Keep it short: moving is the rule.
 * The characters section's rules are being rewritten in place (the spoiler rule); they move to
 * remotes/characters once that has landed.
 */
const NOT_YET_MOVED: Record<string, string> = {
  'shared-domain/src/characters/batch-orders.ts': 'characters: moves after the spoiler-rule rewrite',
  'shared-domain/src/characters/character-detail.ts': 'characters: moves after the spoiler-rule rewrite',
  'shared-domain/src/characters/rarity-normalisation.ts': 'characters: moves after the spoiler-rule rewrite',
  'shared-domain/src/characters/release-order-query.ts': 'characters: moves after the spoiler-rule rewrite',
  'shared-domain/src/characters/series-groups.ts': 'characters: moves after the spoiler-rule rewrite',
};

const isShared = (file: string) => /^shared-(ui|domain)\/src\//.test(file);
const isPackageTest = (file: string) => isShared(file) && /\.test\.tsx?$/.test(file);

/** Each shared module's users, by unit, reached directly or through other shared modules. */
function usersOfSharedModules(): Map<string, Set<Unit>> {
  const importers = new Map<string, string[]>();
  for (const edge of importEdges()) {
    if (!isShared(edge.to) || edge.from === edge.to) continue;
    importers.set(edge.to, [...(importers.get(edge.to) ?? []), edge.from]);
  }
  const memo = new Map<string, Set<Unit>>();
  const usersOf = (file: string, visiting = new Set<string>()): Set<Unit> => {
    const known = memo.get(file);
    if (known) return known;
    const users = new Set<Unit>();
    visiting.add(file);
    for (const importer of importers.get(file) ?? []) {
      if (isPackageTest(importer)) continue;
      if (isShared(importer)) {
        if (!visiting.has(importer)) for (const unit of usersOf(importer, visiting)) users.add(unit);
      } else {
        const unit = unitOf(importer);
        if (unit) users.add(unit);
      }
    }
    visiting.delete(file);
    if (visiting.size === 0) memo.set(file, users);
    return users;
  };
  const modules = [...importers.keys()].filter((file) => /\.tsx?$/.test(file) && !isPackageTest(file));
  return new Map(modules.sort().map((file) => [file, usersOf(file)]));
}

describe('shared-ui and shared-domain keep only what two or more units use', () => {
  const users = usersOfSharedModules();

  it('finds the users of the shared modules (the scan itself works)', () => {
    // Written out from the code: the store is the shell's and every remote reaches it.
    expect([...(users.get('shared-domain/src/store/app-store.ts') ?? [])]).toEqual(
      expect.arrayContaining([
        'shell',
        'remotes/characters',
        'remotes/prayers',
        'remotes/story-cards',
        'remotes/tower',
        'remotes/update-log',
      ]),
    );
    // The API server validates its content with the shared schemas.
    expect([...(users.get('shared-domain/src/schemas/prayer.ts') ?? [])]).toContain('api-mock');
  });

  it('has no module that exactly one remote uses and nothing else (each is printed with its remote)', () => {
    const offenders = [...users]
      .filter(([file, units]) => units.size === 1 && [...units][0]!.startsWith('remotes/') && !(file in NOT_YET_MOVED))
      .map(([file, units]) => `${file} is used by ${[...units][0]} alone: move it to ${[...units][0]}/src/<screen>/ with its test`);
    expect(offenders).toEqual([]);
  });

  it('lists in NOT_YET_MOVED only modules that are still there and still used by one remote alone', () => {
    const stale = Object.keys(NOT_YET_MOVED).filter((file) => {
      const units = users.get(file);
      return !units || units.size !== 1 || ![...units][0]!.startsWith('remotes/');
    });
    expect(stale.map((file) => `${file}: drop it from NOT_YET_MOVED (${path.join(REPO, file)})`)).toEqual([]);
  });
});
