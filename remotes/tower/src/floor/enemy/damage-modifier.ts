/** A percentage with its sign: '+20%', '-35%', '0%'. */
export function signedPercent(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0%';
  const rounded = Math.round(value * 100) / 100;
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded)}%`;
}

/**
 * The damage-modifier texts. A boost raises the damage the enemy takes from
 * `target` ('Dmg to enemy's …', a positive change); a reduction lowers it ('… reduction from …', a
 * negative change). A negative value turns the change around, so the sign always tells which way
 * the enemy's damage goes.
 */
export function damageModifierText(kind: 'boost' | 'reduction', target: string, value: number): string {
  return kind === 'boost' ? `Dmg to enemy's ${target} ${signedPercent(value)}` : `Dmg reduction from ${target} ${signedPercent(-value)}`;
}
