import type { Character } from 'shared-domain/schemas/character';
import type { UpdateEntry, UpdateItem } from 'shared-domain/schemas/update-log';
import { DAY_MS, GENERATION_NOW, iso } from './dates';
import type { Rng } from './prng';

const FEATURES = [
  'Added the Kourindou roulette list',
  'Added advanced prayer search with chips for characters and story cards',
  'Added the forever prayer success-rate calculator',
  'Added the illustrator tracker with sort options',
  'Added the rebirth costume batch order page',
  'Added a JP-content setting to reveal spoilers',
  'Added UTC / local time switching',
  'Added the tower rewards item tracker',
  'Added the universe tracker',
  'Added story card effect filters (three sort/filter slots)',
  'Added swipe gestures to the tower floor list',
  'Added the dark theme as the default',
];
const FIXES = [
  'Fixed prayer countdowns showing a negative time for a moment',
  'Fixed the story card date filter ignoring the end day',
  'Fixed the floor selector accepting an empty value',
  'Fixed a layout glitch below 768 px',
  'Fixed the character modal not closing on browser back',
  'Fixed chances showing 4 instead of 5 decimals',
  'Fixed stale data after a new deployment',
];

const item = (detail: string, extra: Partial<UpdateItem> = {}): UpdateItem => ({
  detail,
  urls: [],
  spoiler: false,
  revealTime: null,
  subItems: [],
  ...extra,
});

/**
 * Site update-log entries, oldest first, up to the day before "now". Character additions made
 * while a unit was not yet out globally are spoilers revealed at its global debut.
 */
export function generateUpdates(count: number, characters: readonly Character[], rng: Rng): UpdateEntry[] {
  const r = rng.fork('updates');
  const first = Date.parse('2021-06-01T12:00:00Z');
  const last = GENERATION_NOW - DAY_MS / 2;
  const withJp = characters
    .filter((c) => c.release.jpDebut !== null)
    .sort((a, b) => (a.release.jpDebut! < b.release.jpDebut! ? -1 : a.release.jpDebut! > b.release.jpDebut! ? 1 : a.id - b.id));
  let [major, minor, patch] = [1, 0, 0];
  const out: UpdateEntry[] = [];
  let prev = first - DAY_MS;
  for (let n = 1; n <= count; n++) {
    const er = r.fork(`update:${n}`);
    const ts = Math.max(prev + 3_600_000, Math.floor(first + ((last - first) * (n - 1)) / Math.max(1, count - 1)));
    prev = ts;
    const complex = n % 5 === 1;
    if (n % 25 === 0) [major, minor, patch] = [major + 1, 0, 0];
    else if (complex) [minor, patch] = [minor + 1, 0];
    else patch++;
    const tsIso = iso(ts);
    // Units that came out in JP around this entry (last 60 days).
    const recent = withJp.filter((c) => c.release.jpDebut! <= tsIso && c.release.jpDebut! > iso(ts - 60 * DAY_MS));
    const contents = er.sample(recent, er.int(1, 4)).map((c) => {
      const outGlobally = c.release.debut !== null && c.release.debut <= tsIso;
      return item(`Added ${c.name.en} (${c.meta.universe})${outGlobally ? '' : ' (JP)'}`, {
        urls: [`/characters?id=${c.id}`],
        spoiler: !outGlobally,
        revealTime: !outGlobally ? c.release.debut : null,
      });
    });
    // Near "now", announce units that are not out globally yet: spoilers revealed at their debut.
    if (ts > GENERATION_NOW - 45 * DAY_MS) {
      const pending = characters.filter(
        (c) => c.release.jp && c.release.jpDebut !== null && (c.release.debut === null || c.release.debut > tsIso),
      );
      for (const c of er.sample(pending, er.int(1, 3))) {
        contents.push(
          item(`Added ${c.name.en} (${c.meta.universe}) (JP)`, {
            urls: [`/characters?id=${c.id}`],
            spoiler: true,
            revealTime: c.release.debut,
          }),
        );
      }
    }
    if (contents.length === 0) contents.push(item('Updated character data'));
    const entry: UpdateEntry = {
      number: n,
      version: `${major}.${minor}.${patch}`,
      timestamp: tsIso,
      title: complex ? `Site update ${major}.${minor}` : 'Data update',
      subtitle: complex ? er.pick(FEATURES) : null,
      complex,
      features: complex
        ? er
            .sample(FEATURES, er.int(1, 3))
            .map((f) =>
              item(
                f,
                er.chance(0.3)
                  ? { subItems: [{ detail: 'Available from the menu page', urls: ['/menu'], spoiler: false, revealTime: null }] }
                  : {},
              ),
            )
        : [],
      contents,
      fixes: er.chance(0.5) ? er.sample(FIXES, er.int(1, 2)).map((f) => item(f)) : [],
      data: [
        item(`Updated the prayer schedule up to ${tsIso.slice(0, 10)}`, { urls: ['/prayers'] }),
        ...(er.chance(0.3) ? [item('Added new Scarlet Devil Tower floors', { urls: ['/stages/scarlet-devil-tower'] })] : []),
      ],
    };
    out.push(entry);
  }
  return out;
}
