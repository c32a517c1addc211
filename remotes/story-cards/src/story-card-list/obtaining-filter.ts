import { OBTAINING_GROUPS } from 'shared-domain/constants/obtaining';

/** Labels of the obtaining filter choices: the four groups, then the plain types. */
export const OBTAINING_FILTER_LABELS: Record<string, string> = {
  prayer: 'Prayer (any)',
  'epic-prayer': 'Epic Prayer (incl. limited)',
  'challenge-quest': 'Challenge Quest (EX, VS, Eternal Battle)',
  others: 'Others (pack, mini game, task, login, exchange)',
  'story-card-prayer': 'Story Card Prayer',
  general: 'Standard Prayer',
  'limited-epic': 'Limited Epic Prayer',
  ex: 'EX Quest',
  vs: 'VS',
  'eternal-battle': 'Eternal Battle',
  pack: 'Card Pack',
  minigame: 'Kourindou Mini Game',
  task: 'Limited Task',
  login: 'Login Bonus',
  exchange: 'Exchange',
  story: 'Story',
  event: 'Event',
  ruins: 'Ruins of Memory',
  travelogue: 'Travelogue',
};

/**
 * The obtaining types a filter selection accepts: a group stands for its types,
 * any other value for the type of that name. Empty selection = no filter (null).
 */
export function obtainingTypesFor(selection: readonly string[]): ReadonlySet<string> | null {
  if (selection.length === 0) return null;
  const types = new Set<string>();
  for (const value of selection) {
    const group = Object.hasOwn(OBTAINING_GROUPS, value) ? OBTAINING_GROUPS[value] : undefined;
    if (group) group.forEach((t) => types.add(t));
    else types.add(value);
  }
  return types;
}

/** A card matches if any of its sources is in the accepted set. */
export function obtainingMatches(cardTypes: readonly string[], accepted: ReadonlySet<string> | null): boolean {
  return accepted === null || cardTypes.some((t) => accepted.has(t));
}
