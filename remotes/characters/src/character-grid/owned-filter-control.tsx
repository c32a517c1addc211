import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { ChoiceGroup } from 'shared-ui/controls/choice-group';
import { usePickUntilUrlChanges } from 'shared-ui/hooks/use-pick-until-url-changes';
import { useT, type MessageKey } from '../messages/catalogue';
import { parseOwnedFilter, writeOwnedFilter, type OwnedFilter } from './owned-filter';

const OPTIONS = [
  { value: 'all', label: 'characterGrid.ownedAll' },
  { value: 'yes', label: 'characterGrid.ownedYes' },
  { value: 'no', label: 'characterGrid.ownedNo' },
] as const satisfies readonly { value: string; label: MessageKey }[];
type Option = (typeof OPTIONS)[number]['value'];

/** The `owned` filter as URL state, written with replace like every list filter. */
export function useOwnedFilter(): [filter: OwnedFilter, setFilter: (f: OwnedFilter) => void, picked: OwnedFilter] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
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
  const t = useT();
  const options = useMemo(() => OPTIONS.map((o) => ({ value: o.value, label: t(o.label) })), [t]);
  return (
    <ChoiceGroup<Option>
      legend={t('characterGrid.myCollection')}
      value={picked ?? 'all'}
      options={options}
      onChange={(value) => onChange(value === 'all' ? null : value)}
    />
  );
}
