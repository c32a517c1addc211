import type { HomeCounter } from 'shared-domain/schemas/api/general';

/** One counter of the home page: a label and the counter keys it adds up. */
export interface CounterGroup {
  id: string;
  label: string;
  keys: readonly (keyof HomeCounter)[];
}

/** The home counters in the spec's order; 'sfes' already includes the hifuu (mfes) units. */
export const HOME_COUNTER_GROUPS: readonly CounterGroup[] = [
  { id: 'standard', label: 'Standard', keys: ['gen'] },
  { id: 'festival', label: 'Festival + A-Festival', keys: ['fes', 'afes'] },
  { id: 'ultra', label: 'Ultra Festival', keys: ['sfes'] },
  { id: 'ex', label: 'EX Festival', keys: ['exfes'] },
  { id: 'relic', label: 'Relic', keys: ['relic'] },
  { id: 'genic', label: 'Genic', keys: ['genic'] },
  { id: 'epic', label: 'Epic', keys: ['epic'] },
  { id: 'pure', label: 'Pure Festival', keys: ['wfes'] },
  { id: 'ds', label: 'VS Divergent Spirit', keys: ['ds'] },
  { id: 'yukkuri', label: 'Yukkuri', keys: ['yukkuri'] },
];

export interface CounterValue extends CounterGroup {
  count: number;
}

export function counterValues(counter: HomeCounter): CounterValue[] {
  return HOME_COUNTER_GROUPS.map((g) => ({ ...g, count: g.keys.reduce((sum, k) => sum + counter[k], 0) }));
}
