import type { CharacterStatus } from 'shared-domain/characters/character-statuses';
import { characterReveal, type RevealFacts } from 'shared-domain/characters/spoilers';
import type { MessageKey, T } from '../messages/catalogue';

/** What a character's link and its open dialog are titled: the English name and title, whatever the name display setting. */
export const characterTitle = (c: { name: { en: string }; title: { en: string } }): string => `${c.name.en} (${c.title.en})`;

export type ReleaseCountdown = { state: 'none' } | { state: 'counting'; at: number } | { state: 'released' };

/**
 * The modal's release line: 'Released in' counting down to a global debut still ahead, then
 * '(released)' once the unit is out. No date, or a date passed without the unit being playable
 * (a guest), gives no line.
 */
export function releaseCountdown(unit: RevealFacts, now: number): ReleaseCountdown {
  const at = unit.debut ? Date.parse(unit.debut) : Number.NaN;
  if (!Number.isFinite(at)) return { state: 'none' };
  if (at > now) return { state: 'counting', at };
  return characterReveal(unit, now) === 'released' ? { state: 'released' } : { state: 'none' };
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

const LINK_LABELS: Record<keyof CharacterLinks, MessageKey> = {
  reference1: 'characterDetail.linkReference',
  reference2: 'characterDetail.linkSecondReference',
  video: 'characterDetail.linkVideos',
  wiki: 'characterDetail.linkWiki',
};

const hostOf = (href: string): string | null => {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/** The four external references in a fixed order (two reference sites, a video site, a wiki). */
export function externalLinks(links: CharacterLinks, t: T): ExternalLink[] {
  return (Object.keys(LINK_LABELS) as (keyof CharacterLinks)[]).map((key) => {
    const href = links[key];
    const host = href ? hostOf(href) : null;
    // Only http(s) links with a host are followed; anything else is shown as missing.
    return { key, label: t(LINK_LABELS[key]), href: host && href && /^https?:/i.test(href) ? href : null, host };
  });
}

/** How long ago, in whole days: 'today', '1 day ago', '12 days ago'. */
export const daysAgoText = (days: number, t: T): string => t('characterDetail.daysAgo', { days: Math.max(0, days) });

/** 'Featured in': how many prayers have rated the unit up so far. */
export const featuredCountText = (count: number, t: T): string => t('characterDetail.featuredCount', { count });

const STATUS_LABELS: Record<CharacterStatus, MessageKey> = {
  'not-available': 'characterDetail.statusNotAvailable',
  announced: 'characterDetail.statusAnnounced',
  story: 'characterDetail.statusStory',
  enemy: 'characterDetail.statusEnemy',
  both: 'characterDetail.statusBoth',
  guest: 'characterDetail.statusGuest',
  'non-limited': 'characterDetail.statusNonLimited',
  limited: 'characterDetail.statusLimited',
  upcoming: 'characterDetail.statusUpcoming',
};

/** The status as the site words it ('non-appearing', 'story only', ...); an unknown one as the API sent it. */
export const statusText = (status: string, t: T): string =>
  Object.hasOwn(STATUS_LABELS, status) ? t(STATUS_LABELS[status as CharacterStatus]) : status;
