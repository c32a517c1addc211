import type { CharacterProvenance } from '../schemas/character';

/**
 * True when the unit's global debut date is not a known fact (estimated from facts, or sample): the
 * site shows such a date as estimated. Without a provenance nothing is claimed either way.
 * Kept apart from the schema so that a browser bundle asking for it does not pull in zod.
 */
export const isDebutEstimated = (c: { provenance?: CharacterProvenance }): boolean =>
  c.provenance !== undefined && !c.provenance.facts.some((f) => f.field === 'debut');
