import { isReleasedStatus, type CharacterStatus } from './character-statuses';

/**
 * What every view of a unit knows, whatever its shape (full character, thumbnail, rate-up): its
 * status, whether the global version announced it, the JP-only flag as the content was written,
 * and the global debut. The flag means "not (yet) in global": a global debut that has passed ends it.
 */
export interface RevealFacts {
  status: CharacterStatus;
  announced: boolean;
  jp: boolean;
  /** Global debut; null while the global version has not dated it. */
  debut: string | null;
}

/**
 * Where a unit stands for a global player at a given time:
 * - released: playable in global (a released status whose debut has passed, or undated and not JP-only);
 * - announced: the global version has announced it (status 'upcoming'/'announced' or the flag), not out yet;
 * - future: a global date ahead that the global version has not announced (an estimate);
 * - jp-only: out in the Japanese version only;
 * - unreleased: never playable in global (story, enemy, guest, non-appearing).
 */
export type CharacterReveal = 'released' | 'announced' | 'future' | 'jp-only' | 'unreleased';

const parse = (iso: string | null): number | null => {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : null;
};

/** The one spoiler rule's first half: the unit's standing at `now`. */
export function characterReveal(unit: RevealFacts, now: number): CharacterReveal {
  const debut = parse(unit.debut);
  if (isReleasedStatus(unit.status) && (debut !== null ? debut <= now : !unit.jp)) return 'released';
  if (unit.announced || unit.status === 'announced' || unit.status === 'upcoming') return 'announced';
  if (debut !== null && debut > now) return 'future';
  return unit.jp ? 'jp-only' : 'unreleased';
}

export interface SpoilerView {
  /** The 'Enable JP-only content' setting. */
  jpContent: boolean;
  now: number;
}

/**
 * Content with its own global release that shows units as the game plays them (a tower floor's
 * enemies, a story arc's cast). `global` is null while only the JP version has it.
 */
export interface ShownIn {
  global: string | null;
}

/**
 * How much of a unit a view may show:
 * - unit: all of it (name, portrait, type, role, its modal);
 * - appearance: the name and picture the released content shows every global player, nothing of
 *   the unit beyond them (the unit itself is not public: not playable in global yet, or never);
 * - hidden: '?' with the spoiler-safe image.
 */
export type CharacterShowing = 'unit' | 'appearance' | 'hidden';

/**
 * The rule's second half. Released and announced units are public; the rest waits for JP content,
 * except in released content that shows them (a global player meets them there). Content not out
 * yet hides every unit it shows, public ones included: naming them would reveal the content.
 * No facts (a unit the character content does not know) hides nothing of a unit.
 */
export function characterShowing(unit: RevealFacts | null, { jpContent, now }: SpoilerView, shownIn?: ShownIn | null): CharacterShowing {
  if (jpContent) return 'unit';
  if (shownIn) {
    const released = parse(shownIn.global);
    if (released === null || released > now) return 'hidden';
  }
  const reveal = unit === null ? 'released' : characterReveal(unit, now);
  if (reveal === 'released' || reveal === 'announced') return 'unit';
  return shownIn ? 'appearance' : 'hidden';
}

/** Is the unit shown by name (and picture), or as '?' with its spoiler-safe image? */
export function isNamedCharacter(unit: RevealFacts, view: SpoilerView, shownIn?: ShownIn | null): boolean {
  return characterShowing(unit, view, shownIn) !== 'hidden';
}

/**
 * Whether a list shows the unit at all: JP-only and future units are left out (a universe left
 * with none of its units is a future universe code); units never playable in global stay, as '?'.
 */
export function isListedCharacter(unit: RevealFacts, { jpContent, now }: SpoilerView): boolean {
  if (jpContent) return true;
  const reveal = characterReveal(unit, now);
  return reveal !== 'jp-only' && reveal !== 'future';
}

/**
 * The facts of a grid thumbnail. The API sends `jp` and `debut`; without them (older answers) the
 * flag is read from the thumbnail: out in JP, not playable in global, and not a guest.
 */
export const thumbnailFacts = (t: {
  status: CharacterStatus;
  announced: boolean;
  released: boolean;
  jpReleased: boolean;
  jp?: boolean;
  debut?: string | null;
}): RevealFacts => ({
  status: t.status,
  announced: t.announced,
  jp: t.jp ?? (!t.released && t.jpReleased && t.status !== 'guest'),
  debut: t.debut ?? null,
});

/** The facts of a prayer's rate-up: the thumbnail the API sends with it (always, for a known unit). */
export const rateUpFacts = (r: { thumbnail?: Parameters<typeof thumbnailFacts>[0] }): RevealFacts | null =>
  r.thumbnail ? thumbnailFacts(r.thumbnail) : null;

/** The facts of the full character (the modal). */
export const characterFacts = (c: {
  status: CharacterStatus;
  announced: boolean;
  release: { debut: string | null; jp: boolean };
}): RevealFacts => ({
  status: c.status,
  announced: c.announced,
  jp: c.release.jp,
  debut: c.release.debut,
});

/**
 * The facts of an entry of the API's upcoming list (home). The list holds the units whose global
 * debut the global version has dated ahead, all of status 'upcoming', so the shape carries no flags;
 * any it does carry are read. A content test holds the API to this against each unit's modal.
 */
export const upcomingFacts = (u: { debut: string; status?: CharacterStatus; announced?: boolean; jp?: boolean }): RevealFacts => ({
  status: u.status ?? 'upcoming',
  announced: u.announced ?? true,
  jp: u.jp ?? false,
  debut: u.debut,
});

/**
 * The status as it stands at `now`: an 'upcoming' unit whose debut has passed is out, limited
 * until it joins the standard pool.
 */
export function currentStatus(
  c: { status: CharacterStatus; release: { debut: string | null; general?: string | null } },
  now: number,
): CharacterStatus {
  if (c.status !== 'upcoming') return c.status;
  const debut = parse(c.release.debut);
  if (debut === null || debut > now) return 'upcoming';
  const general = parse(c.release.general ?? null);
  return general !== null && general <= now ? 'non-limited' : 'limited';
}

/** The units a page may show: every unit with JP content on, otherwise all but JP-only and future ones. */
export function visibleUnits<T extends Parameters<typeof thumbnailFacts>[0]>(units: readonly T[], view: SpoilerView): T[] {
  return view.jpContent ? [...units] : units.filter((u) => isListedCharacter(thumbnailFacts(u), view));
}

export interface UnitCounts {
  /** Playable in global now. */
  available: number;
  total: number;
}

/** Counts of the units as shown, so a group's 'available / total' agrees with its thumbnails. */
export function unitCounts(units: readonly Parameters<typeof thumbnailFacts>[0][], now: number): UnitCounts {
  return { available: units.filter((u) => characterReveal(thumbnailFacts(u), now) === 'released').length, total: units.length };
}

/**
 * Groups (series, universes, variants, batches...) as shown: their units filtered, and a group left
 * with no unit dropped — a universe whose every unit is a spoiler is a future universe code.
 */
export function visibleGroups<G, T extends Parameters<typeof thumbnailFacts>[0]>(
  groups: readonly G[],
  unitsOf: (group: G) => readonly T[],
  view: SpoilerView,
): { group: G; units: T[]; counts: UnitCounts }[] {
  return groups.flatMap((group) => {
    const units = visibleUnits(unitsOf(group), view);
    return units.length > 0 ? [{ group, units, counts: unitCounts(units, view.now) }] : [];
  });
}

/**
 * Whether a shared link asks for JP-only and future content (`?jp=1`): a link preview cannot read
 * the sharer's setting, so by default it shows what a global player may see.
 */
export const linkAsksForJpContent = (search: URLSearchParams): boolean => search.get('jp') === '1';
