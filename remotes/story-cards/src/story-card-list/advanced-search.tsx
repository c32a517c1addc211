import { useCallback, useId, useMemo, useState } from 'react';
import { ROLES, type Role } from 'shared-domain/constants/roles';
import { STORY_CARD_TYPES, type StoryCardType } from 'shared-domain/constants/story-card-kinds';
import type { StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { FEATURED_CHIP_ALLOWED } from 'shared-domain/search/chip-ranking';
import type { EffectOptions } from './effect-catalogue';
import {
  emptyCriteria,
  MOBILE_SLOT_COUNT,
  OBTAINING_FILTER_VALUES,
  SEARCH_RARITIES,
  withSlot,
  withSlotKind,
  type SearchRarity,
  type SlotKind,
  type SortFilterSlot,
  type StoryCardCriteria,
} from './story-card-criteria';
import { useEscapeLayer } from 'shared-ui/hooks/use-search-shortcuts';
import { useMediaQuery } from 'shared-ui/hooks/use-media-query';
import { CardTypeIcon } from './card-type-icon';
import { ChipInput } from 'shared-ui/search/chip-input';
import { MultiSelect } from 'shared-ui/search/multi-select';
import { SearchModal } from 'shared-ui/search/search-modal';
import { MOBILE_NAV_QUERY } from 'shared-ui/styles/breakpoints';
import { SlotEditor } from './slot-editor';
import type { CriteriaUpdate } from './use-story-card-criteria';
import { useDraftText } from './use-draft-text';
import { useT } from '../messages/catalogue';
import { selectKey } from '../messages/select-key';
import styles from './advanced-search.module.css';

interface AdvancedSearchProps {
  onClose: () => void;
  criteria: StoryCardCriteria;
  update: (change: CriteriaUpdate) => void;
  chips: StoryCardListResponse['chips'];
  options: EffectOptions;
  tagName: (id: string) => string | undefined;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] =>
  order.filter((v) => (v === value ? on : list.includes(v)));

/** Which pickers are open: one date picker and one effect picker at most, by slot index. */
interface OpenPickers {
  date: number | null;
  effect: number | null;
}

function TextField({ label, hint, value, onCommit }: { label: string; hint?: string; value: string; onCommit: (text: string) => void }) {
  const id = useId();
  const { text, change } = useDraftText(value, onCommit);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        className={styles.input}
        value={text}
        onChange={(e) => change(e.target.value)}
        placeholder={hint}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

/**
 * The 'Advanced Search' modal of the story-card list: every field changes the
 * URL at once (no Apply). Escape closes the date picker first, then the effect picker, then the
 * modal: both pickers answer one Escape layer in that order, whichever was opened last.
 * Rendered only while open (its own chunk), so closing it also forgets which pickers were open.
 */
export function AdvancedSearch({ onClose, criteria, update, chips, options, tagName }: AdvancedSearchProps) {
  const t = useT();
  const [pickers, setPickers] = useState<OpenPickers>({ date: null, effect: null });
  const mobile = useMediaQuery(MOBILE_NAV_QUERY);
  const slotCount = mobile ? MOBILE_SLOT_COUNT : criteria.slots.length;

  const anyPicker = pickers.date !== null || pickers.effect !== null;
  const closeInnermost = useCallback(() => {
    setPickers((p) => (p.date !== null ? { ...p, date: null } : { ...p, effect: null }));
  }, []);
  useEscapeLayer(anyPicker, closeInnermost);

  const chipOptions = useMemo(
    () => chips.map((c) => ({ value: String(c.id), label: c.universalName, aliases: [c.name, c.universalTranslitName] })),
    [chips],
  );
  const setName = useCallback((name: string) => update((c) => ({ ...c, name })), [update]);
  const setArtist = useCallback((artist: string) => update((c) => ({ ...c, artist })), [update]);
  const obtainingOptions = useMemo(
    () => OBTAINING_FILTER_VALUES.map((v) => ({ value: v, label: t('story-card-list.obtainingOption', { value: selectKey(v) }) })),
    [t],
  );
  return (
    <SearchModal
      open
      onClose={onClose}
      onReset={() => {
        setPickers({ date: null, effect: null });
        update(() => emptyCriteria());
      }}
    >
      <TextField label={t('story-card-list.name')} hint={t('story-card-list.nameHint')} value={criteria.name} onCommit={setName} />
      <ChipInput
        label={t('story-card-list.featured')}
        options={chipOptions}
        value={criteria.featured.map(String)}
        onChange={(ids) => update((c) => ({ ...c, featured: ids.map(Number) }))}
        allowed={FEATURED_CHIP_ALLOWED}
        placeholder={t('story-card-list.featuredPlaceholder')}
      />
      <TextField label={t('story-card-list.artist')} value={criteria.artist} onCommit={setArtist} />
      <div className={styles.row}>
        <fieldset className={styles.checks}>
          <legend className={styles.label}>{t('story-card-list.rarity')}</legend>
          {SEARCH_RARITIES.map((r) => (
            <label key={r} className={styles.check}>
              <input
                type="checkbox"
                checked={criteria.rarities.includes(r)}
                onChange={(e) =>
                  update((c) => ({ ...c, rarities: toggled<SearchRarity>(c.rarities, r, e.target.checked, SEARCH_RARITIES) }))
                }
              />
              {r}★
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.checks}>
          <legend className={styles.label}>{t('story-card-list.type')}</legend>
          {STORY_CARD_TYPES.map((suit) => (
            <label key={suit} className={styles.check}>
              <input
                type="checkbox"
                checked={criteria.types.includes(suit)}
                onChange={(e) =>
                  update((c) => ({ ...c, types: toggled<StoryCardType>(c.types, suit, e.target.checked, STORY_CARD_TYPES) }))
                }
              />
              <CardTypeIcon type={suit} size={18} decorative />
              {t('story-card-list.suit', { suit })}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.row}>
        <div className={styles.grow}>
          <MultiSelect
            label={t('story-card-list.obtaining')}
            options={obtainingOptions}
            value={criteria.obtaining}
            onChange={(obtaining) => update((c) => ({ ...c, obtaining }))}
          />
        </div>
        <RoleSelect value={criteria.role} onChange={(role) => update((c) => ({ ...c, role }))} />
      </div>
      {criteria.slots.slice(0, slotCount).map((slot, index) => (
        <SlotEditor
          key={index}
          index={index}
          slot={slot}
          slots={criteria.slots}
          options={options}
          tagName={tagName}
          onKind={(kind: SlotKind) => {
            setPickers((p) => ({ date: p.date === index ? null : p.date, effect: p.effect === index ? null : p.effect }));
            update((c) => withSlotKind(c, index, kind));
          }}
          onChange={(next: SortFilterSlot) => update((c) => withSlot(c, index, next))}
          effectPickerOpen={pickers.effect === index}
          onEffectPicker={(on) => setPickers((p) => ({ ...p, effect: on ? index : p.effect === index ? null : p.effect }))}
          datePickerOpen={pickers.date === index}
          onDatePicker={(on) => setPickers((p) => ({ ...p, date: on ? index : p.date === index ? null : p.date }))}
        />
      ))}
      {slotCount < criteria.slots.length ? <p className={styles.note}>{t('story-card-list.moreSlots')}</p> : null}
    </SearchModal>
  );
}

function RoleSelect({ value, onChange }: { value: Role | null; onChange: (role: Role | null) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('story-card-list.role')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as Role))}
      >
        <option value="">{t('story-card-list.any')}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t('story-card-list.roleName', { role })}
          </option>
        ))}
      </select>
    </div>
  );
}
