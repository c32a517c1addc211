import type { BuffTarget } from 'shared-domain/constants/buffs';
import type { Role } from 'shared-domain/constants/roles';
import { effectLabel } from './effect-catalogue';

/** The fields of a buff the card and the CSV show. */
export interface BuffLike {
  attrType: string;
  attrName: string;
  enabled: boolean;
  target: BuffTarget;
  turn: number | null;
  role: Role | null;
  values: readonly number[];
}

// The exported CSV's words: English in every language, as its columns and the effect names are
// (the card on the page says its target and turns in the page's language, from the catalogue).
export const TARGET_LABELS: Record<BuffTarget, string> = { self: 'Self', solo: 'Solo', party: 'Party', aoe: 'AoE' };

/** "1 turn", "3 turns"; null for permanent or instant effects. */
export const turnText = (turn: number | null): string | null => (turn === null ? null : `${turn} turn${turn === 1 ? '' : 's'}`);

/**
 * Values per limit-break level: one number when they never change, else "8 / 13 / 18 / 23 / 28".
 * Hidden values (an unreleased card before its reveal) read '?'.
 */
export function valuesText(values: readonly number[], hidden = false): string {
  if (hidden) return '?';
  return values.every((v) => v === values[0]) ? String(values[0] ?? '') : values.join(' / ');
}

/** One buff as a line of text: "Yang Attack Up (Party, 3 turns, ONLY attack): 8 / 13 / 18 / 23 / 28". */
export function buffText(buff: BuffLike, options: { tagName?: (id: string) => string | undefined; hideValues?: boolean } = {}): string {
  const details = [
    TARGET_LABELS[buff.target] ?? buff.target,
    turnText(buff.turn),
    buff.role ? `ONLY ${buff.role}` : null,
    buff.enabled ? null : 'disabled',
  ]
    .filter(Boolean)
    .join(', ');
  return `${effectLabel(buff.attrType, buff.attrName, options.tagName)} (${details}): ${valuesText(buff.values, options.hideValues)}`;
}
