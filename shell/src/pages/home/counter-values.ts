import type { HomeCounter } from 'shared-domain/schemas/api/general';
import type { MessageKey } from '../../messages/catalogue';

/** One counter of the home page: its label's message and the counter keys it adds up. */
export interface CounterGroup {
  id: string;
  label: MessageKey;
  keys: readonly (keyof HomeCounter)[];
}

/** The home counters in the spec's order; 'sfes' already includes the hifuu (mfes) units. */
export const HOME_COUNTER_GROUPS: readonly CounterGroup[] = [
  { id: 'standard', label: 'home.counterStandard', keys: ['gen'] },
  { id: 'festival', label: 'home.counterFestival', keys: ['fes', 'afes'] },
  { id: 'ultra', label: 'home.counterUltra', keys: ['sfes'] },
  { id: 'ex', label: 'home.counterEx', keys: ['exfes'] },
  { id: 'relic', label: 'home.counterRelic', keys: ['relic'] },
  { id: 'genic', label: 'home.counterGenic', keys: ['genic'] },
  { id: 'epic', label: 'home.counterEpic', keys: ['epic'] },
  { id: 'pure', label: 'home.counterPure', keys: ['wfes'] },
  { id: 'ds', label: 'home.counterDs', keys: ['ds'] },
  { id: 'yukkuri', label: 'home.counterYukkuri', keys: ['yukkuri'] },
];

export interface CounterValue extends CounterGroup {
  count: number;
}

export function counterValues(counter: HomeCounter): CounterValue[] {
  return HOME_COUNTER_GROUPS.map((g) => ({ ...g, count: g.keys.reduce((sum, k) => sum + counter[k], 0) }));
}
