/** Bullet types. */
export const BULLET_TYPES = [
  'body',
  'energy',
  'heavy',
  'laser',
  'light',
  'liquid',
  'missile',
  'normal',
  'ofuda',
  'sharp',
  'slash',
] as const;
export type BulletType = (typeof BULLET_TYPES)[number];
