import type { CharacterType } from 'shared-domain/characters/character-types';
import { UNIVERSE_ARCS } from 'shared-domain/constants/universes';

// The roster has no titles; these rules derive plausible ones from the variant label. Banner types
// come from the global list's pools (facts/global-units.ts); the label rule below is only for units
// whose variant code the list does not have.

/** Banner type from the variant label (first letter plus marks); 1xxx units are standard. */
export function typeForVariant(unitId: number, personId: number, series: string, variantCode: string): CharacterType {
  if (unitId >= 50000 && unitId < 60000) return 'yukkuri';
  const code = variantCode;
  if (series.startsWith('GFC')) return 'mfes';
  if (code === '' || code === 'L1') return 'gen';
  if (code.startsWith('L')) {
    if (code.includes('g')) return 'genic';
    if (code.includes('ws')) return 'wfes';
    if (code.startsWith('LR') || code.startsWith('Lr')) return 'relic';
    if (code.startsWith('LM')) return 'mfes';
    return 'fes';
  }
  if (code.startsWith('A')) return code.includes('&') ? 'sfes' : 'afes';
  if (code.startsWith('Cf') || code.startsWith('Cz')) return 'epic';
  if (code.startsWith('C')) return /[<>=']/.test(code) ? 'exfes' : 'fes';
  const byLetter: Record<string, CharacterType> = {
    B: 'fes',
    D: 'ds',
    E: 'epic',
    F: 'fes',
    H: 'mfes',
    R: 'relic',
    S: 'sfes',
    T: 'fes',
    W: 'wfes',
    Y: 'genic',
    Z: 'exfes',
  };
  return byLetter[code[0] as string] ?? 'fes';
}

/** Universe code: the variant label itself; units without one are L1 (yukkuri: AA like their siblings). */
export function universeForVariant(unitId: number, variantCode: string): string {
  if (variantCode !== '') return variantCode;
  return unitId >= 50000 ? 'AA' : 'L1';
}

/** Theme words for unit titles by universe letter (sample titles; the roster has none). */
const TITLE_WORDS: Record<string, string> = {
  L: 'Lost World',
  A: 'Another Tale',
  B: 'Bright Dream',
  C: 'Costume',
  D: 'Divergent Spirit',
  E: 'Epic Chronicle',
  F: 'Festival Night',
  H: 'Hidden Secret',
  N: 'Sample',
  R: 'Relic Memory',
  S: 'Summer Breeze',
  T: 'Tranquil Tale',
  W: 'Pure White',
  Y: 'Youkai Dream',
  Z: 'Zenith',
};

export function titleForUniverse(universe: string): string {
  const arc = (UNIVERSE_ARCS as Record<string, string>)[universe.replace(/[A-Z]$/, '')];
  if (universe === 'L1') return 'Lost World';
  if (arc) return `${arc} Arc`;
  return `${TITLE_WORDS[universe[0] as string] ?? 'Variant'} ${universe}`;
}
