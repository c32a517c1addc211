import type { Maintenance } from 'shared-domain/schemas/maintenance';
import { maintenanceStatusAt } from 'shared-domain/schemas/maintenance';
import { addDays, GENERATION_NOW, iso, nextWeekday } from './dates';
import type { Rng } from './prng';

/**
 * Maintenance records: monthly ones from 2025 through 2027-11 (done before "now", waiting after),
 * plus one extended maintenance running across "now", so every state exists.
 */
export function generateMaintenance(rng: Rng): Maintenance[] {
  const r = rng.fork('maintenance');
  const times: Array<[number, number]> = [];
  for (let y = 2025, m = 0; y < 2027 || m < 11; m++) {
    if (m === 12) [y, m] = [y + 1, 0];
    const start = nextWeekday(Date.UTC(y, m, 8), 2, 1);
    if (Math.abs(start - GENERATION_NOW) < 4 * 86_400_000) continue;
    times.push([start, start + r.int(4, 8) * 3_600_000]);
  }
  times.push([Date.parse('2026-11-20T22:00:00Z'), Date.parse('2026-11-22T04:00:00Z')]);
  times.push([Date.parse('2026-11-24T01:00:00Z'), Date.parse('2026-11-24T07:00:00Z')]);
  times.sort((a, b) => a[0] - b[0]);
  return times.map(([start, end], i): Maintenance => {
    const id = i + 1;
    const speculative = start > GENERATION_NOW && r.chance(0.5);
    const m = { start: iso(start), end: iso(end) };
    return {
      id,
      ...m,
      news: speculative ? null : `https://news.example.com/lostword/maintenance/${id}`,
      status: maintenanceStatusAt(m, GENERATION_NOW),
      devLetter: r.chance(0.4)
        ? { time: iso(addDays(start, -2)), url: r.chance(0.8) ? `https://video.example.com/lostword/dev-letter/${id}` : null }
        : null,
    };
  });
}
