import { POOL_KEYS } from 'shared-domain/schemas/prayer';
import { poolSum, sumUnits } from '../../simulator/pool-sum';
import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

/**
 * Each pool follows the simulator's own pool-sum rule (simulator/pool-sum): per currency, the chances
 * sum to exactly 100 % or are all 0 (not offered), and at least one currency is offered. No id twice
 * in a list.
 */
export function checkPools(c: SchemaValidContent, issues: IssueList): void {
  for (const { file, value: p } of c.prayers) {
    if (!p.pool) continue;
    const all = POOL_KEYS.flatMap((key) => p.pool![key]);
    for (const key of POOL_KEYS) {
      const seen = new Set<number>();
      p.pool[key].forEach((e, i) => {
        if (seen.has(e.id)) issues.add(file, ['pool', key, i, 'id'], `id ${e.id} appears twice in pool.${key}`);
        seen.add(e.id);
      });
    }
    const sc = poolSum(sumUnits(all.map((e) => e.chance.sc)));
    const gc = poolSum(sumUnits(all.map((e) => e.chance.gc)));
    if (sc.status === 'invalid') issues.add(file, 'pool', `SC chances sum to ${sc.percent} %, expected 100 % (or 0 % for no SC pulls)`);
    if (gc.status === 'invalid') issues.add(file, 'pool', `GC chances sum to ${gc.percent} %, expected 100 % (or 0 % for no GC pulls)`);
    if (sc.status === 'absent' && gc.status === 'absent') issues.add(file, 'pool', 'the pool has no chances: SC and GC both sum to 0 %');
  }
}
