import { GLOBAL_LIST_KEPT_UNTIL, isSingleTypePool, POOL_TYPES, type GlobalFacts } from '../facts/global-units';
import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

const KEPT_UNTIL_DAY = new Date(GLOBAL_LIST_KEPT_UNTIL).toISOString().slice(0, 10);

/**
 * Facts win over generated values: a unit on the global list has the list's role, a type of its
 * pool, is released, debuted before the list was last kept up, and says so in its provenance. A unit
 * off the list keeps a type of its variant code's family on the list. A short name is the unit's own.
 */
export function checkFacts(c: SchemaValidContent, facts: GlobalFacts, issues: IssueList): void {
  for (const { file, value: ch } of c.characters) {
    const entry = facts.byUnitId.get(ch.id);
    const origin = new Map<string, string>();
    for (const f of ch.provenance?.facts ?? []) origin.set(f.field, `fact:${f.source}`);
    for (const f of ch.provenance?.estimated ?? []) origin.set(f, 'estimated');
    for (const f of ch.provenance?.generated ?? []) origin.set(f, 'generated');

    if (!ch.name.en.includes(ch.shortName))
      issues.add(file, 'shortName', `"${ch.shortName}" is not part of the unit's own name "${ch.name.en}"`);

    if (!entry) {
      const pool = facts.familyPool(ch.variantCode);
      if (pool && !POOL_TYPES[pool].includes(ch.type)) {
        issues.add(
          file,
          'type',
          `'${ch.type}' is outside the family of variant code ${ch.variantCode} on the global list (${POOL_TYPES[pool].join(' or ')})`,
        );
      }
      for (const field of ['role', 'type', 'status']) {
        if (origin.get(field) === `fact:${facts.source}`)
          issues.add(file, 'provenance', `${field} is marked as a fact of the global list, which does not have unit ${ch.id}`);
      }
      continue;
    }

    const on = `the global list has "${entry.name}"`;
    if (ch.meta.role !== entry.role) issues.add(file, 'meta.role', `'${ch.meta.role}' contradicts the facts: ${on} as ${entry.role}`);
    const types = POOL_TYPES[entry.pool];
    if (!types.includes(ch.type))
      issues.add(file, 'type', `'${ch.type}' contradicts the facts: ${on} in pool ${entry.pool} (${types.join(' or ')})`);
    if (ch.status !== 'limited' && ch.status !== 'non-limited') {
      issues.add(file, 'status', `'${ch.status}' contradicts the facts: ${on}, out in the global version (limited or non-limited)`);
    }
    if (ch.release.jp) issues.add(file, 'release.jp', `JP-only contradicts the facts: ${on}, out in the global version`);
    if (ch.release.debut === null || Date.parse(ch.release.debut) >= GLOBAL_LIST_KEPT_UNTIL) {
      issues.add(
        file,
        'release.debut',
        `${ch.release.debut ?? 'no debut'} contradicts the facts: ${on}, kept up until ${KEPT_UNTIL_DAY}, so the debut is before then`,
      );
    }

    const want: Array<[string, string]> = [
      ['role', `fact:${facts.source}`],
      ['status', `fact:${facts.source}`],
      ['type', isSingleTypePool(entry.pool) ? `fact:${facts.source}` : 'estimated'],
      ['debut', 'estimated'],
    ];
    for (const [field, expected] of want) {
      const got = origin.get(field);
      if (got !== expected) {
        const say = (o: string | undefined) => (o === undefined ? 'not recorded' : o.startsWith('fact:') ? `a fact of ${o.slice(5)}` : o);
        issues.add(file, 'provenance', `${field} is ${say(got)}; expected ${say(expected)}`);
      }
    }
  }
}
