/** Unit roles (a game attribute, not a permission). */
export const ROLES = ['attack', 'debuff', 'defense', 'destroy', 'heal', 'speed', 'support', 'technical'] as const;
export type Role = (typeof ROLES)[number];
