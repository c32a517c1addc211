import type { CharacterType } from 'shared-domain/characters/character-types';

/** The codes free rarity text can normalise to. */
export type NormalisedRarity = Extract<CharacterType, 'gen' | 'fes' | 'afes' | 'sfes' | 'mfes' | 'relic' | 'genic' | 'epic'>;

// Keys are already lower-cased with hyphens and underscores stripped.
const RARITY_WORDS: Record<string, NormalisedRarity> = {
  general: 'gen',
  gen: 'gen',
  standard: 'gen',
  fes: 'fes',
  festival: 'fes',
  afes: 'afes',
  retro: 'afes',
  retrofes: 'afes',
  retrofestival: 'afes',
  ufes: 'sfes',
  sfes: 'sfes',
  ultrafes: 'sfes',
  ultrafestival: 'sfes',
  superfes: 'sfes',
  superfestival: 'sfes',
  mfes: 'mfes',
  mecha: 'mfes',
  mechafes: 'mfes',
  mechafestival: 'mfes',
  hifuufes: 'mfes',
  hifuufestival: 'mfes',
  relic: 'relic',
  mv: 'relic',
  mvfes: 'relic',
  rfes: 'relic',
  relicfes: 'relic',
  relicfestival: 'relic',
  genic: 'genic',
  epic: 'epic',
  efes: 'epic',
  epicfes: 'epic',
  epicfestival: 'epic',
};

const rarityKey = (text: string): string => text.toLowerCase().replace(/[-_]/g, '');

/** Lower-case, strip hyphens and underscores, then map; anything unknown is 'gen'. */
export function normaliseRarity(text: string): NormalisedRarity {
  return knownRarity(text) ?? 'gen';
}

/**
 * The same mapping, but null for a word the table does not know: URL filters ignore unknown values
 * instead of reading them as 'gen'.
 */
export function knownRarity(text: string): NormalisedRarity | null {
  const key = rarityKey(text);
  return Object.hasOwn(RARITY_WORDS, key) ? RARITY_WORDS[key]! : null;
}
