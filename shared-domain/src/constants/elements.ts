/** Elements (tower weaks/resists/affinities, element buffs). 'no-element' is shown as 'No'. */
export const ELEMENTS = ['sun', 'moon', 'fire', 'water', 'wood', 'metal', 'earth', 'star', 'no-element'] as const;
export type Element = (typeof ELEMENTS)[number];
