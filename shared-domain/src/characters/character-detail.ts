import { isReleasedStatus, type CharacterStatus } from './character-statuses';

/** The parts of the full character (spec section 3) the modal's rules read. */
export interface DetailFacts {
  status: CharacterStatus;
  announced: boolean;
  release: { debut: string | null; jp: boolean };
}

const parse = (iso: string | null): number | null => {
  if (!iso) return null;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : null;
};

/**
 * Spec section 4: unreleased and not-available units are shown as '?' unless JP content is on.
 * Unreleased: JP-only, debuting after now, or of a status that is not a released one (story,
 * enemy, ...) unless the global version has announced it — the same rule as the thumbnails, so a
 * '?' in a grid opens a '?' here. Re-evaluated with the clock: revealed the moment the debut passes.
 */
export function isMaskedCharacter(character: DetailFacts, { jpContent, now }: { jpContent: boolean; now: number }): boolean {
  if (jpContent) return false;
  const debut = parse(character.release.debut);
  if (character.release.jp || (debut !== null && debut > now)) return true;
  return !isReleasedStatus(character.status) && !character.announced;
}

export type ReleaseCountdown = { state: 'none' } | { state: 'counting'; at: number } | { state: 'released' };

/** 'Released in' counts down to the global debut, then reads '(released)'; no debut, no line. */
export function releaseCountdown(debut: string | null, now: number): ReleaseCountdown {
  const at = parse(debut);
  if (at === null) return { state: 'none' };
  return at > now ? { state: 'counting', at } : { state: 'released' };
}

export interface CharacterLinks {
  reference1: string | null;
  reference2: string | null;
  video: string | null;
  wiki: string | null;
}

export interface ExternalLink {
  key: keyof CharacterLinks;
  label: string;
  /** null when the unit has no such page. */
  href: string | null;
  /** The site's host name, so the visitor sees where the link goes. */
  host: string | null;
}

const LINK_LABELS: Record<keyof CharacterLinks, string> = {
  reference1: 'Reference',
  reference2: 'Second reference',
  video: 'Videos',
  wiki: 'Wiki',
};

const hostOf = (href: string): string | null => {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** The four external references in a fixed order (two reference sites, a video site, a wiki). */
export function externalLinks(links: CharacterLinks): ExternalLink[] {
  return (Object.keys(LINK_LABELS) as (keyof CharacterLinks)[]).map((key) => {
    const href = links[key];
    const host = href ? hostOf(href) : null;
    // Only http(s) links with a host are followed; anything else is shown as missing.
    return { key, label: LINK_LABELS[key], href: host && href && /^https?:/i.test(href) ? href : null, host };
  });
}
