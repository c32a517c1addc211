import { PROVENANCE_FIELDS, type Character, type CharacterProvenance, type ProvenanceField } from 'shared-domain/schemas/character';
import type { CharacterStatus } from 'shared-domain/characters/character-statuses';
import type { CharacterType } from 'shared-domain/characters/character-types';
import { ROLES } from 'shared-domain/constants/roles';
import { addDays, atHour, DAY_MS, GENERATION_NOW, GLOBAL_LAUNCH, iso, nextBatchDay, nextWeekday } from './dates';
import type { Rng } from './prng';
import { ROSTER_NAMES_SOURCE, ROSTER_UNITS_SOURCE, type Roster, type RosterPerson } from './roster';
import { GLOBAL_LIST_KEPT_UNTIL, isSingleTypePool, typeForPool, type GlobalUnit } from '../facts/global-units';
import { kanaStructureOf, shortNameOf, slugify, translitOf } from './character-naming';
import { titleForUniverse, typeForVariant, universeForVariant } from './character-kinds';

/** A unit before its prayer-derived fields (bannerCount, lastBanner) are known. */
interface UnitPlan {
  id: number;
  person: RosterPerson;
  variantCode: string;
  universe: string;
  type: CharacterType;
  jpDay: string | null;
  /** The global list's entry for this unit: it is out in global, with this role and pool. */
  fact?: GlobalUnit;
  /** Status for units the roster does not have (sample units). */
  inventedStatus?: CharacterStatus;
  /** Global debut of a sample future unit (upcoming ones only). */
  inventedDebut?: number;
  note?: string;
}

/**
 * Non-playable units the roster lacks, so the unreleased/story lists and the A1..A5 universes have
 * something to show: L1 units of the five persons who only have variants, and one enemy-only unit
 * per early 'A' arc. Their ids follow the person-id rule (id % 1000).
 */
const INVENTED_UNITS: ReadonlyArray<{ personEn: string; universe: string; prefix: number; status: CharacterStatus }> = [
  { personEn: 'Miyoi Okunoda', universe: 'L1', prefix: 1, status: 'story' },
  { personEn: 'Maribel Hearn', universe: 'L1', prefix: 1, status: 'story' },
  { personEn: 'Mugetsu', universe: 'L1', prefix: 1, status: 'enemy' },
  { personEn: 'Gengetsu', universe: 'L1', prefix: 1, status: 'both' },
  { personEn: 'Renko Usami', universe: 'L1', prefix: 1, status: 'story' },
  { personEn: 'Remilia Scarlet', universe: 'A1', prefix: 31, status: 'enemy' },
  { personEn: 'Yuyuko Saigyouji', universe: 'A2', prefix: 32, status: 'both' },
  { personEn: 'Kaguya Houraisan', universe: 'A3', prefix: 33, status: 'enemy' },
  { personEn: 'Yuuka Kazami', universe: 'A4', prefix: 34, status: 'story' },
  { personEn: 'Kanako Yasaka', universe: 'A5', prefix: 35, status: 'not-available' },
];

const PALETTE = [
  '#d94b4b',
  '#f2c14e',
  '#4b8fd9',
  '#6cc070',
  '#9b6cd9',
  '#f28e4e',
  '#4ec9c9',
  '#e36fae',
  '#8a8a8a',
  '#3c3c6e',
  '#c9a26c',
  '#ffffff',
];

const LAG_ANCHOR = Date.parse('2021-09-30T00:00:00Z');

/**
 * Sample units that stand for what the global version has not released yet, so the countdowns,
 * announced and JP-only lists and the spoiler rule have something to show: every roster unit is out
 * in global by the facts. Persons are real, the units are not (variant codes N1.., a note says so).
 */
const SAMPLE_FUTURE_UNITS: ReadonlyArray<{ status: CharacterStatus; type: CharacterType; debutInDays?: number }> = [
  { status: 'upcoming', type: 'fes', debutInDays: 3 },
  { status: 'upcoming', type: 'genic', debutInDays: 10 },
  { status: 'upcoming', type: 'sfes', debutInDays: 24 },
  { status: 'upcoming', type: 'epic', debutInDays: 38 },
  { status: 'upcoming', type: 'exfes', debutInDays: 52 },
  { status: 'upcoming', type: 'afes', debutInDays: 80 },
  { status: 'announced', type: 'fes' },
  { status: 'announced', type: 'relic' },
  { status: 'announced', type: 'mfes' },
  { status: 'not-available', type: 'genic' },
  { status: 'not-available', type: 'wfes' },
  { status: 'not-available', type: 'afes' },
  { status: 'guest', type: 'ds' },
];
/** Sample future units take ids (SAMPLE_ID_PREFIX + n) * 1000 + person id, clear of the roster and the yukkuri (50xxx). */
const SAMPLE_ID_PREFIX = 60;
/** The roster's JP dates end in November 2025; sample JP dates follow it weekly. */
const SAMPLE_JP_START = Date.parse('2025-11-18T00:00:00Z');

function planUnits(roster: Roster, rng: Rng): UnitPlan[] {
  const { facts } = roster;
  const plans: UnitPlan[] = roster.units.map((u) => {
    const person = roster.personById.get(u.personId);
    if (!person) throw new Error(`roster unit ${u.id}: unknown person ${u.personId}`);
    const fact = facts.byUnitId.get(u.id);
    // A listed unit's pool decides its type; an unlisted one takes its variant family's pool on the list.
    const pool = fact?.pool ?? facts.familyPool(u.variantCode);
    return {
      id: u.id,
      person,
      variantCode: u.variantCode,
      universe: universeForVariant(u.id, u.variantCode),
      type: pool ? typeForPool(pool, u.variantCode) : typeForVariant(u.id, u.personId, person.series, u.variantCode),
      jpDay: u.jpReleaseDate,
      ...(fact ? { fact } : {}),
      ...(u.note ? { note: `Roster note: ${u.note}` } : {}),
    };
  });
  for (const inv of INVENTED_UNITS) {
    const person = roster.persons.find((p) => p.en === inv.personEn);
    if (!person) throw new Error(`invented unit: no roster person "${inv.personEn}"`);
    plans.push({
      id: inv.prefix * 1000 + person.personId,
      person,
      variantCode: inv.universe,
      universe: inv.universe,
      type: 'gen',
      jpDay: null,
      inventedStatus: inv.status,
      note: 'Sample unit not in the roster (non-playable), added so story-only/enemy lists are not empty.',
    });
  }
  const eligible = roster.persons.filter((p) => p.kind !== 'yukkuri' && p.unitIds.length > 0);
  const persons = rng.fork('sample-future').sample(eligible, SAMPLE_FUTURE_UNITS.length);
  SAMPLE_FUTURE_UNITS.forEach((s, i) => {
    const person = persons[i] as RosterPerson;
    const code = `N${i + 1}`;
    plans.push({
      id: (SAMPLE_ID_PREFIX + i) * 1000 + person.personId,
      person,
      variantCode: code,
      universe: code,
      type: s.type,
      jpDay: s.status === 'guest' ? null : iso(addDays(SAMPLE_JP_START, 7 * i)).slice(0, 10),
      inventedStatus: s.status,
      ...(s.debutInDays === undefined ? {} : { inventedDebut: nextWeekday(addDays(GENERATION_NOW, s.debutInDays), 2, 3) }),
      note: 'Sample unit not in the roster: stands for a unit not yet out in the global version (every roster unit is).',
    });
  });
  return plans.sort((a, b) => a.id - b.id);
}

/**
 * The global version lags JP, more so over time; units sharing a JP date share a global date.
 * Units of the first JP date were in the global launch.
 */
function globalDebutFor(jpDay: string, rng: Rng): number {
  const jp = atHour(jpDay, 6);
  if (jp <= LAG_ANCHOR + DAY_MS) return GLOBAL_LAUNCH;
  const lagDays = 30 + Math.round(((jp - LAG_ANCHOR) / DAY_MS) * 0.36) + rng.fork(`lag:${jpDay}`).int(0, 45);
  // Global releases land on a Tuesday 03:00 UTC, after maintenance.
  const t = addDays(jp, lagDays);
  const d = new Date(t);
  const toTuesday = (2 - d.getUTCDay() + 7) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + toTuesday, 3);
}

/** The last Tuesday 03:00 UTC (a global release slot) at or before ms. */
function tuesdayAtOrBefore(ms: number): number {
  const d = new Date(ms);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 3);
  while (new Date(t).getUTCDay() !== 2 || t > ms) t -= DAY_MS;
  return t;
}

/** The generated lag runs from here on past what the facts allow, so later debuts are squeezed. */
const SQUEEZE_FROM = Date.parse('2025-11-04T03:00:00Z');

/**
 * A unit on the global list was out when the list was last kept up, so its debut lies before then.
 * The generated debuts after SQUEEZE_FROM are squeezed, in order, into the time before that: an
 * estimate that keeps the units of one JP date together and the global order of JP releases.
 */
function squeezeListedDebuts(plans: readonly UnitPlan[], debut: Map<number, number>): void {
  const last = tuesdayAtOrBefore(GLOBAL_LIST_KEPT_UNTIL - 1);
  const listed = plans.filter((p) => p.fact && debut.has(p.id));
  const latest = Math.max(...listed.map((p) => debut.get(p.id) as number));
  if (latest <= last) return;
  for (const p of listed) {
    const t = debut.get(p.id) as number;
    if (t <= SQUEEZE_FROM) continue;
    debut.set(p.id, tuesdayAtOrBefore(SQUEEZE_FROM + ((t - SQUEEZE_FROM) * (last - SQUEEZE_FROM)) / (latest - SQUEEZE_FROM)));
  }
}

/** Which recorded fields of a unit are facts (and whose), estimates, or the generator's own values. */
function provenanceOf(p: UnitPlan, factsSource: string): CharacterProvenance {
  const facts = new Map<ProvenanceField, string>([['name', ROSTER_NAMES_SOURCE]]);
  const estimated = new Set<ProvenanceField>();
  if (!p.inventedStatus) {
    facts.set('unit', ROSTER_UNITS_SOURCE);
    facts.set('jpDebut', ROSTER_UNITS_SOURCE);
  }
  if (p.fact) {
    facts.set('role', factsSource);
    facts.set('status', factsSource);
    // A pool that names a family (Ultra, Relic/Genic) makes the type within it an estimate.
    if (isSingleTypePool(p.fact.pool)) facts.set('type', factsSource);
    else estimated.add('type');
    estimated.add('debut');
  }
  return {
    facts: PROVENANCE_FIELDS.filter((f) => facts.has(f)).map((field) => ({ field, source: facts.get(field) as string })),
    estimated: PROVENANCE_FIELDS.filter((f) => estimated.has(f)),
    generated: PROVENANCE_FIELDS.filter((f) => !facts.has(f) && !estimated.has(f)),
  };
}

const img = (kind: string, id: number, suffix = '') => `/images/characters/${kind}/${id}${suffix}.svg`;

/** Builds every character unit (roster units plus the few invented non-playable ones). */
export function generateCharacters(roster: Roster, rng: Rng): Character[] {
  const plans = planUnits(roster, rng.fork('plan'));
  const r = rng.fork('characters');

  // Global debut of every roster unit; 5010 has no JP year, so its neighbours' year is assumed for the lag only.
  const debut = new Map<number, number>();
  for (const p of plans) if (!p.inventedStatus) debut.set(p.id, globalDebutFor(p.jpDay ?? '2024-07-02', r));
  squeezeListedDebuts(plans, debut);
  for (const p of plans) if (p.inventedDebut !== undefined) debut.set(p.id, p.inventedDebut);

  // Units not yet out globally: the next ~100 days are dated and upcoming, the next few are
  // announced without a date, the rest exist only in JP.
  const future = plans
    .filter((p) => !p.inventedStatus && (debut.get(p.id) ?? 0) > GENERATION_NOW)
    .sort((a, b) => (debut.get(a.id) ?? 0) - (debut.get(b.id) ?? 0) || a.id - b.id);
  const upcomingLimit = GENERATION_NOW + 100 * DAY_MS;
  const futureStatus = new Map<number, CharacterStatus>();
  let announced = 0;
  for (const p of future) {
    const t = debut.get(p.id) ?? 0;
    if (t <= upcomingLimit) futureStatus.set(p.id, 'upcoming');
    else if (announced++ < 8) futureStatus.set(p.id, 'announced');
    else futureStatus.set(p.id, 'not-available');
  }

  // Release order among everything with a global date (released or upcoming).
  const dated = plans
    .filter((p) => debut.has(p.id) && (futureStatus.get(p.id) ?? p.inventedStatus ?? 'upcoming') === 'upcoming')
    .sort((a, b) => (debut.get(a.id) ?? 0) - (debut.get(b.id) ?? 0) || a.id - b.id);
  const releaseNo = new Map(dated.map((p, i) => [p.id, i + 1]));

  return plans.map((p): Character => {
    const pr = r.fork(`unit:${p.id}`);
    const person = p.person;
    const en = person.en;
    const jpDebut = p.jpDay ? iso(atHour(p.jpDay, 6)) : null;
    const fStatus = futureStatus.get(p.id);
    const debutMs = debut.get(p.id);
    const released = debutMs !== undefined && fStatus === undefined && !p.inventedStatus;
    const upcoming = fStatus === 'upcoming' || (p.inventedStatus === 'upcoming' && debutMs !== undefined);
    const hasGlobalDate = released || upcoming;

    let status: CharacterStatus;
    let general: number | null = null;
    let ritual: number | null = null;
    if (p.inventedStatus) status = p.inventedStatus;
    else if (fStatus) status = fStatus;
    // A unit on the global list is out there, in a prayer or not; other yukkuri and VS units are guests.
    else if (!p.fact && (p.type === 'yukkuri' || p.type === 'ds')) status = 'guest';
    else if (p.type === 'gen') {
      status = 'non-limited';
      general = debutMs ?? null;
    } else if (p.id < 2000 && debutMs !== undefined && nextBatchDay(addDays(debutMs, 365)) <= GENERATION_NOW) {
      // L1 festival units join the standard pool about a year after their debut.
      status = 'non-limited';
      general = nextBatchDay(addDays(debutMs, 365));
    } else status = 'limited';
    if (status === 'limited' && debutMs !== undefined && pr.chance(0.45)) {
      const t = nextBatchDay(addDays(debutMs, 540));
      // Ritual batches are quarterly (Feb, May, Aug, Nov).
      let q = t;
      while (new Date(q).getUTCMonth() % 3 !== 1) q = nextBatchDay(q + DAY_MS);
      if (q <= GENERATION_NOW + 60 * DAY_MS) ritual = q;
    }

    // Rebirth: about half of the released L1 units, JP first, global some months later, by monthly batch.
    let fr: Character['fr'] = { available: false, date: null, jpDate: null, costumeDate: null, dateMode: 'none' };
    if (released && p.id < 2000 && p.jpDay && pr.chance(0.5)) {
      const jpFr = nextBatchDay(addDays(atHour(p.jpDay, 6), pr.int(365, 900)));
      const globalFr = nextBatchDay(addDays(jpFr, pr.int(150, 260)));
      const costume = pr.chance(0.5) ? nextBatchDay(addDays(globalFr, pr.int(0, 120))) : null;
      fr = {
        available: true,
        date: iso(globalFr),
        jpDate: iso(jpFr),
        costumeDate: costume === null ? null : iso(costume),
        dateMode: pr.chance(0.12) ? 'no-date' : 'all',
      };
    }

    const shortName = shortNameOf(person);
    const translit = translitOf(person);
    const slug = slugify(`${en} ${p.universe}`);
    const colourStart = person.personId % PALETTE.length;
    const hasFr = fr.available;
    const c: Character = {
      id: p.id,
      personId: person.personId,
      variantCode: p.variantCode,
      series: person.series,
      title: { en: titleForUniverse(p.universe), jp: null },
      name: { jp: person.jp, kana: person.kana, en, translit, enFamilyFirst: person.enFamilyFirst },
      nameMeta: {
        modalSmall: en.length > 18,
        kanaStructure: kanaStructureOf(person),
        trackerSize: en.length > 22 ? 'xsmall' : en.length > 16 ? 'small' : 'normal',
      },
      shortName,
      img: { full: img('full', p.id), frFull: hasFr ? img('full', p.id, '-fr') : null },
      images: {
        thumbnail: img('thumbnails', p.id),
        frThumbnail: hasFr ? img('thumbnails', p.id, '-fr') : null,
        altThumbnail: pr.chance(0.1) ? img('thumbnails', p.id, '-alt') : null,
        spoilerSafeThumbnail: img('spoiler-safe', p.id),
        card: img('cards', p.id),
      },
      colors: [PALETTE[colourStart] as string, PALETTE[(colourStart + 1 + (p.id % 5)) % PALETTE.length] as string],
      status,
      announced: status === 'upcoming' || status === 'announced',
      type: p.type,
      release: {
        debut: hasGlobalDate && debutMs !== undefined ? iso(debutMs) : null,
        general: general === null ? null : iso(general),
        ritual: ritual === null ? null : iso(ritual),
        bannerCount: 0,
        lastBanner: null,
        jp: p.jpDay !== null && !released && status !== 'guest',
        jpDebut,
      },
      fr,
      releaseNo: releaseNo.get(p.id) ?? null,
      links: {
        reference1: released ? `https://gamepress.gg/lostword/character/${slug}` : null,
        reference2: null,
        video:
          released || fStatus || status === 'upcoming' || status === 'announced'
            ? `https://www.youtube.com/results?search_query=${encodeURIComponent(`Touhou LostWord ${en} ${p.universe}`)}`
            : null,
        wiki: person.kind === 'yukkuri' ? null : `https://en.touhouwiki.net/wiki/${encodeURIComponent(en.replace(/ /g, '_'))}`,
      },
      meta: { universe: p.universe, role: p.fact ? p.fact.role : pr.pick(ROLES), modal: status !== 'not-available' || p.jpDay !== null },
      provenance: provenanceOf(p, roster.facts.source),
    };
    if (p.note) c.note = p.note;
    return c;
  });
}

/** Fills the prayer-derived fields: how many prayers rated the unit up, and when the latest started. */
export function applyBannerStats(characters: Character[], banners: ReadonlyArray<{ start: string; characters: readonly number[] }>): void {
  const count = new Map<number, number>();
  const last = new Map<number, string>();
  const nowIso = iso(GENERATION_NOW);
  for (const b of banners) {
    for (const id of b.characters) {
      count.set(id, (count.get(id) ?? 0) + 1);
      if (b.start <= nowIso && (last.get(id) ?? '') < b.start) last.set(id, b.start);
    }
  }
  for (const c of characters) {
    c.release.bannerCount = count.get(c.id) ?? 0;
    c.release.lastBanner = last.get(c.id) ?? null;
  }
}
