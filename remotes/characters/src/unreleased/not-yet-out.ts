import { characterReveal, thumbnailFacts } from 'shared-domain/characters/spoilers';

type Unit = Parameters<typeof thumbnailFacts>[0];

/**
 * The units of an unreleased section that are still not out at `now`. The API lists a JP-only unit
 * here until its content is written again; its global debut releases it sooner.
 */
export const notYetOut = <T extends Unit>(units: readonly T[], now: number): T[] =>
  units.filter((u) => characterReveal(thumbnailFacts(u), now) !== 'released');
