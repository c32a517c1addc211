export type ListFooterState = 'loading' | 'complete' | 'empty';

/** Still fetching or still revealing → loading; nothing matched → empty; else complete. */
export function listFooterState({ loading, complete, total }: { loading: boolean; complete: boolean; total: number }): ListFooterState {
  if (loading || !complete) return 'loading';
  return total === 0 ? 'empty' : 'complete';
}
