import type { Character } from 'shared-domain/schemas/character';
import type { KourindouRoulette } from 'shared-domain/schemas/kourindou-roulette';
import { ROULETTE_COUNT_TYPES } from 'shared-domain/schemas/kourindou-roulette';
import { GENERATION_NOW, iso } from './dates';
import type { Rng } from './prng';

/** The current roulette: about 60 released characters of the six roulette types. */
export function generateKourindouRoulette(characters: readonly Character[], rng: Rng): KourindouRoulette {
  const r = rng.fork('roulette');
  const nowIso = iso(GENERATION_NOW);
  const eligible = characters.filter(
    (c) =>
      (ROULETTE_COUNT_TYPES as readonly string[]).includes(c.type) &&
      c.release.debut !== null &&
      c.release.debut <= nowIso &&
      (c.status === 'limited' || c.status === 'non-limited'),
  );
  return {
    start: '2026-11-03T03:00:00Z',
    updated: '2026-11-17T03:00:00Z',
    characters: r
      .sample(eligible, 60)
      .map((c) => c.id)
      .sort((a, b) => a - b),
  };
}
