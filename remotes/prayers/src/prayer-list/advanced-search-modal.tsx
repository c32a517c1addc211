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
import { useT } from '../messages/catalogue';
import styles from './prayer-list.module.css';

interface AdvancedSearchModalProps {
  search: PrayerSearch;
  filterOpts: PrayerListResponse['filterOpts'] | null;
  /** A change to the search last written (not this render's, which the URL may not have caught up with). */
  onChange: (change: (current: PrayerSearch) => PrayerSearch) => void;
  onReset: () => void;
  onClose: () => void;
}

const ids = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** 'Prayer Search and Filter': every criterion applies as it changes. */
export function AdvancedSearchModal({ search, filterOpts, onChange, onReset, onClose }: AdvancedSearchModalProps) {
  const t = useT();
  const nameId = useId();
  const prayerTypeOptions = useMemo(() => PRAYER_TYPES.map((value) => ({ value, label: t(PRAYER_TYPE_LABELS[value]) })), [t]);
  const charTypeOptions = useMemo(() => CHAR_TYPE_FILTER_VALUES.map((value) => ({ value, label: t(CHAR_TYPE_FILTER_LABELS[value]) })), [t]);
  const stepUpOptions = useMemo(() => STEP_UP_FILTER_VALUES.map((value) => ({ value, label: t(STEP_UP_FILTER_LABELS[value]) })), [t]);
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
  const set = (patch: Partial<PrayerSearch>) => onChange((current) => ({ ...current, ...patch }));

  return (
    <SearchModal open onClose={onClose} onReset={onReset} title={t('prayerList.searchTitle')}>
      <div className={styles.fields}>
        <div className={styles.label}>
          <label htmlFor={nameId}>{t('prayerList.name')}</label>
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
          label={t('prayerList.rateUpCharacters')}
          options={characterOptions}
          value={search.characters.map(String)}
          onChange={(v) => set({ characters: ids(v) })}
        />
        <ChipInput
          label={t('prayerList.rateUpCards')}
          options={cardOptions}
          value={search.cards.map(String)}
          onChange={(v) => set({ cards: ids(v) })}
        />
        <MultiSelect
          label={t('prayerList.prayerTypes')}
          options={prayerTypeOptions}
          value={search.prayerTypes}
          onChange={(v) => set({ prayerTypes: v })}
        />
        <MultiSelect
          label={t('prayerList.characterTypes')}
          options={charTypeOptions}
          value={search.charTypes}
          onChange={(v) => set({ charTypes: v })}
        />
        <MultiSelect label={t('prayerList.stepUps')} options={stepUpOptions} value={search.stepUps} onChange={(v) => set({ stepUps: v })} />
        <div className={styles.dates}>
          <UtcDateInput label={t('prayerList.start')} value={search.start} onChange={(v) => set({ start: v || DEFAULT_SEARCH_START })} />
          <UtcDateInput label={t('prayerList.end')} value={search.end ?? ''} onChange={(v) => set({ end: v || null })} />
        </div>
      </div>
    </SearchModal>
  );
}
