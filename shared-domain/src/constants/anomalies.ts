/** Anomalies. */
export const ANOMALIES = ['blind', 'burn', 'freeze', 'paralyze', 'poison'] as const;
export type Anomaly = (typeof ANOMALIES)[number];

/** Enemy ability kinds. */
export const ABILITY_KINDS = [
  'anomaly-counter',
  'anomaly-effect',
  'anomaly-immunity',
  'anomaly-nullify',
  'boost',
  'graze',
  'dmg-boost',
  'dmg-reduction',
] as const;
export type AbilityKind = (typeof ABILITY_KINDS)[number];
