import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { usePickUntilUrlChanges } from 'shared-ui/hooks/use-pick-until-url-changes';
import { parseOwnedFilter, writeOwnedFilter, type OwnedFilter } from './owned-filter';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Owned' },
  { value: 'no', label: 'Missing' },
] as const;
type Option = (typeof OPTIONS)[number]['value'];

/** The `owned` filter as URL state, written with replace like every list filter. */
export function useOwnedFilter(): [filter: OwnedFilter, setFilter: (f: OwnedFilter) => void, picked: OwnedFilter] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = useMemo(() => parseOwnedFilter(new URLSearchParams(search)), [search]);
  const [pending, pick] = usePickUntilUrlChanges<{ owned: OwnedFilter }>(search);
  const setFilter = useCallback(
    (next: OwnedFilter) => {
      pick({ owned: next });
      setSearchParams((prev) => writeOwnedFilter(prev, next), { replace: true });
    },
    [pick, setSearchParams],
  );
  return [filter, setFilter, pending ? pending.owned : filter];
}

export function OwnedFilterControl({ picked, onChange }: { picked: OwnedFilter; onChange: (f: OwnedFilter) => void }) {
  return (
    <ChoiceGroup<Option>
      legend="My collection"
      value={picked ?? 'all'}
      options={OPTIONS}
      onChange={(value) => onChange(value === 'all' ? null : value)}
    />
  );
}
