import type { IssueList } from './content-issue';
import type { SchemaValidContent } from './checked-content';

/** Floors run 1..N without gaps (the floor selector clamps to 1..N). */
export function checkFloorsContiguous(c: SchemaValidContent, issues: IssueList): void {
  const numbers = new Set(c.floors.map((f) => f.value.floor));
  if (numbers.size === 0) return;
  const max = Math.max(...numbers);
  const missing: number[] = [];
  for (let n = 1; n <= max; n++) if (!numbers.has(n)) missing.push(n);
  if (missing.length) {
    const shown = missing.slice(0, 20).join(', ') + (missing.length > 20 ? `, … (${missing.length} in all)` : '');
    issues.add('towers/', '(folder)', `floors must run 1..${max} without gaps; missing: ${shown}`);
  }
}
