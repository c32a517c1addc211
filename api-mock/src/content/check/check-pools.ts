import { POOL_KEYS } from 'shared-domain/schemas/prayer';
import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

/** Sums must be 100 % to this tolerance (chances have 5 decimals, so exact sums land well within it). */
export const POOL_SUM_TOLERANCE = 1e-9;

/** Each pool's SC chances sum to 100 % and so do its GC chances; no id twice in a list. */
export function checkPools(c: SchemaValidContent, issues: IssueList): void {
  for (const { file, value: p } of c.prayers) {
    if (!p.pool) continue;
    let sc = 0;
    let gc = 0;
    for (const key of POOL_KEYS) {
      const seen = new Set<number>();
      p.pool[key].forEach((e, i) => {
        if (seen.has(e.id)) issues.add(file, ['pool', key, i, 'id'], `id ${e.id} appears twice in pool.${key}`);
        seen.add(e.id);
        sc += e.chance.sc;
        gc += e.chance.gc;
      });
    }
    // Shown to 9 decimals, the precision the rule asks for (float noise would only confuse).
    const shown = (v: number) => String(Number(v.toFixed(9)));
    if (Math.abs(sc - 100) > POOL_SUM_TOLERANCE) issues.add(file, 'pool', `SC chances sum to ${shown(sc)} %, expected 100 %`);
    if (Math.abs(gc - 100) > POOL_SUM_TOLERANCE) issues.add(file, 'pool', `GC chances sum to ${shown(gc)} %, expected 100 %`);
  }
}
