import { isNamedCharacter, rateUpFacts, type SpoilerView } from 'shared-domain/characters/spoilers';

/** A rate-up unit as the API sends it with a prayer: its name and the thumbnail its spoiler facts come from. */
export type RateUpUnit = { name: string } & Parameters<typeof rateUpFacts>[0];

/**
 * A prayer's rate-up units as words a global player may read: the units public by then by name, the
 * others counted at the end ('2 unannounced units'), so a link or a calendar never names a spoiler.
 */
export function rateUpNames(characters: readonly RateUpUnit[], view: SpoilerView): string[] {
  const named = characters.filter((r) => {
    const facts = rateUpFacts(r);
    return facts !== null && isNamedCharacter(facts, view);
  });
  const hidden = characters.length - named.length;
  return [...named.map((r) => r.name), ...(hidden > 0 ? [`${hidden} unannounced unit${hidden > 1 ? 's' : ''}`] : [])];
}
