import { useId, useMemo } from 'react';
import { PRAYER_TYPES } from 'shared-domain/constants/prayer-kinds';
import {
  CHAR_TYPE_FILTER_LABELS,
  CHAR_TYPE_FILTER_VALUES,
  DEFAULT_SEARCH_START,
  PRAYER_TYPE_LABELS,
  STEP_UP_FILTER_LABELS,
  STEP_UP_FILTER_VALUES,
  type PrayerSearch,
} from './prayer-search';
import type { PrayerListResponse } from 'shared-domain/schemas/api/prayers';
import { ChipInput, type ChipOption } from 'shared-ui/search/chip-input';
import { MultiSelect } from 'shared-ui/search/multi-select';
import { SearchModal } from 'shared-ui/search/search-modal';
import { UtcDateInput } from 'shared-ui/search/utc-date-input';
import styles from './prayer-list.module.css';

interface AdvancedSearchModalProps {
  search: PrayerSearch;
  filterOpts: PrayerListResponse['filterOpts'] | null;
  onChange: (next: PrayerSearch) => void;
  onReset: () => void;
  onClose: () => void;
}

const PRAYER_TYPE_OPTIONS = PRAYER_TYPES.map((value) => ({ value, label: PRAYER_TYPE_LABELS[value] }));
const CHAR_TYPE_OPTIONS = CHAR_TYPE_FILTER_VALUES.map((value) => ({ value, label: CHAR_TYPE_FILTER_LABELS[value] }));
const STEP_UP_OPTIONS = STEP_UP_FILTER_VALUES.map((value) => ({ value, label: STEP_UP_FILTER_LABELS[value] }));

const ids = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** 'Prayer Search and Filter': every criterion applies as it changes. */
export function AdvancedSearchModal({ search, filterOpts, onChange, onReset, onClose }: AdvancedSearchModalProps) {
  const nameId = useId();
  const characterOptions = useMemo<ChipOption[]>(
    () =>
      (filterOpts?.characters ?? []).map((c) => ({
        value: String(c.id),
        label: c.universalName,
        aliases: [c.name, c.universalTranslitName],
      })),
    [filterOpts],
  );
  const cardOptions = useMemo<ChipOption[]>(
    () => (filterOpts?.cards ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.rarity}★)`, aliases: [c.name] })),
    [filterOpts],
  );
  const set = (patch: Partial<PrayerSearch>) => onChange({ ...search, ...patch });

  return (
    <SearchModal open onClose={onClose} onReset={onReset} title="Prayer Search and Filter">
      <div className={styles.fields}>
        <div className={styles.label}>
          <label htmlFor={nameId}>Name</label>
          <input
            id={nameId}
            type="search"
            className={styles.searchBox}
            value={search.name}
            onChange={(e) => set({ name: e.target.value })}
            autoComplete="off"
          />
        </div>
        <ChipInput
          label="Rate Up Characters"
          options={characterOptions}
          value={search.characters.map(String)}
          onChange={(v) => set({ characters: ids(v) })}
        />
        <ChipInput
          label="Rate Up Story Cards"
          options={cardOptions}
          value={search.cards.map(String)}
          onChange={(v) => set({ cards: ids(v) })}
        />
        <MultiSelect
          label="Prayer Types"
          options={PRAYER_TYPE_OPTIONS}
          value={search.prayerTypes}
          onChange={(v) => set({ prayerTypes: v })}
        />
        <MultiSelect label="Character Types" options={CHAR_TYPE_OPTIONS} value={search.charTypes} onChange={(v) => set({ charTypes: v })} />
        <MultiSelect label="Step Ups" options={STEP_UP_OPTIONS} value={search.stepUps} onChange={(v) => set({ stepUps: v })} />
        <div className={styles.dates}>
          <UtcDateInput label="Start" value={search.start} onChange={(v) => set({ start: v || DEFAULT_SEARCH_START })} />
          <UtcDateInput label="End" value={search.end ?? ''} onChange={(v) => set({ end: v || null })} />
        </div>
      </div>
    </SearchModal>
  );
}
