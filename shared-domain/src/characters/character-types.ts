/** The twelve character (banner) type codes, in display order. */
export const CHARACTER_TYPES = ['gen', 'fes', 'afes', 'sfes', 'mfes', 'exfes', 'relic', 'genic', 'epic', 'wfes', 'ds', 'yukkuri'] as const;

export type CharacterType = (typeof CHARACTER_TYPES)[number];

export interface CharacterTypeInfo {
  display: string;
  short: string;
  icon: string;
}

export const CHARACTER_TYPE_INFO: Record<CharacterType, CharacterTypeInfo> = {
  gen: { display: 'Standard', short: 'Std', icon: 'diamond' },
  fes: { display: 'Festival', short: 'Fes.', icon: 'tomoe-yellow' },
  afes: { display: 'A type Festival', short: "'A' Fes.", icon: 'tomoe-orange' },
  sfes: { display: 'Ultra Festival', short: 'U.Fes', icon: 'clover-4' },
  mfes: { display: 'Ultra Festival (hifuu)', short: 'U.Fes (hifuu)', icon: 'tomoe-3' },
  exfes: { display: 'EX Festival', short: 'EX Fes.', icon: 'spiral' },
  relic: { display: 'Relic', short: 'Relic', icon: 'quaver' },
  genic: { display: 'Genic', short: 'Genic', icon: 'genic' },
  epic: { display: 'Epic', short: 'Epic', icon: 'clover-5' },
  wfes: { display: 'Pure Festival', short: 'P.Fes', icon: 'octagram' },
  ds: { display: 'VS Divergent Spirit Ritual', short: 'VS', icon: 'vs' },
  yukkuri: { display: 'yukkuri', short: 'Yukkuri', icon: 'yukkuri' },
};

export const isCharacterType = (value: unknown): value is CharacterType =>
  typeof value === 'string' && (CHARACTER_TYPES as readonly string[]).includes(value);
