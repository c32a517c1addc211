import type { TowerT } from '../../messages/catalogue';

/** A percentage with its sign: '+20%', '-35%', '0%'. */
export function signedPercent(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0%';
  const rounded = Math.round(value * 100) / 100;
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded)}%`;
}

/**
 * The damage-modifier texts. A boost raises the damage the enemy takes on its weakness ('Dmg to
 * enemy's weakness …', a positive change), of `targets` when named; a reduction lowers it
 * ('Dmg reduction from resistance …', a negative change). A negative value turns the change
 * around, so the sign always tells which way the enemy's damage goes.
 */
export function damageModifierText(kind: 'boost' | 'reduction', targets: string | null, value: number, t: TowerT): string {
  if (kind === 'boost') {
    const percent = signedPercent(value);
    return targets === null ? t('enemy.weaknessDamage', { percent }) : t('enemy.weaknessDamageOf', { targets, percent });
  }
  const percent = signedPercent(-value);
  return targets === null ? t('enemy.resistanceDamage', { percent }) : t('enemy.resistanceDamageOf', { targets, percent });
}
