import { useEffect, useId, useRef, useState } from 'react';
import { useEnglishTextLang } from 'shared-ui/i18n/locale-context';
import { BUFF_TYPES, type BuffType } from 'shared-domain/constants/buffs';
import { effectLabel, type EffectOptions } from './effect-catalogue';
import { SORT_STATS } from './story-card-index';
import {
  DEFAULT_DATE_START,
  SLOT_KINDS,
  dateKindAllowed,
  type DateSlot,
  type EffectSlot,
  type EffectSort,
  type EffectTarget,
  type SlotKind,
  type SortDirection,
  type SortFilterSlot,
  type SortStat,
} from './story-card-criteria';
import { Button } from 'shared-ui/controls/button';
import type { Translate } from 'shared-ui/i18n/catalogue';
import { UtcDateInput } from 'shared-ui/search/utc-date-input';
import { useT, type MessageKey } from '../messages/catalogue';
import { selectKey } from '../messages/select-key';
import styles from './advanced-search.module.css';

interface SlotEditorProps {
  index: number;
  slot: SortFilterSlot;
  slots: readonly SortFilterSlot[];
  options: EffectOptions;
  tagName: (id: string) => string | undefined;
  onKind: (kind: SlotKind) => void;
  onChange: (slot: SortFilterSlot) => void;
  effectPickerOpen: boolean;
  onEffectPicker: (open: boolean) => void;
  datePickerOpen: boolean;
  onDatePicker: (open: boolean) => void;
}

const EFFECT_SORTS: ReadonlyArray<readonly [EffectSort, MessageKey]> = [
  ['desc', 'story-card-list.highestValueFirst'],
  ['asc', 'story-card-list.lowestValueFirst'],
  ['turn', 'story-card-list.longestFirst'],
];
const TARGETS: ReadonlyArray<readonly [EffectTarget, MessageKey]> = [
  ['any', 'story-card-list.targetAny'],
  ['single', 'story-card-list.targetSingle'],
  ['multi', 'story-card-list.targetMulti'],
];
const STAT_ORDERS: ReadonlyArray<readonly [SortDirection, MessageKey]> = [
  ['desc', 'story-card-list.highestFirst'],
  ['asc', 'story-card-list.lowestFirst'],
];
const DATE_ORDERS: ReadonlyArray<readonly [SortDirection, MessageKey]> = [
  ['desc', 'story-card-list.newestFirst'],
  ['asc', 'story-card-list.oldestFirst'],
];

/** Choices labelled by their messages, in the page's language. */
const choicesIn = <V extends string>(t: Translate<MessageKey>, choices: ReadonlyArray<readonly [V, MessageKey]>) =>
  choices.map(([value, key]) => [value, t(key)] as const);

function Select<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: ReadonlyArray<readonly [V, string]>;
  onChange: (v: V) => void;
}) {
  const id = useId();
  return (
    <div className={styles.slotField}>
      <label htmlFor={id} className={styles.smallLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One 'Sort/Filter #n' slot: its type, then the effect, stat or date range with its order and target. */
export function SlotEditor(props: SlotEditorProps) {
  const t = useT();
  const { index, slot, slots, onKind } = props;
  const kindId = useId();
  const dateAllowed = dateKindAllowed(slots, index);
  return (
    <fieldset className={styles.slot}>
      <legend className={styles.label}>{t('story-card-list.slot', { slot: index + 1 })}</legend>
      <div className={styles.slotRow}>
        <div className={styles.slotField}>
          <label htmlFor={kindId} className={styles.smallLabel}>
            {t('story-card-list.slotType')}
          </label>
          <select id={kindId} className={styles.select} value={slot.kind} onChange={(e) => onKind(e.target.value as SlotKind)}>
            {SLOT_KINDS.map((k) => {
              const inUse = k === 'date' && !dateAllowed;
              const kind = t('story-card-list.slotKind', { kind: k });
              return (
                <option key={k} value={k} disabled={inUse}>
                  {inUse ? t('story-card-list.slotKindInUse', { kind }) : kind}
                </option>
              );
            })}
          </select>
        </div>
        {slot.kind === 'effect' ? <EffectFields {...props} slot={slot} /> : null}
        {slot.kind === 'stat' ? (
          <>
            <Select<SortStat>
              label={t('story-card-list.stat')}
              value={slot.stat}
              choices={SORT_STATS.map(
                (s) => [s, s === 'total' ? t('story-card-list.total') : t('story-card-list.statName', { stat: selectKey(s) })] as const,
              )}
              onChange={(stat) => props.onChange({ ...slot, stat })}
            />
            <Select<SortDirection>
              label={t('story-card-list.order')}
              value={slot.sort}
              choices={choicesIn(t, STAT_ORDERS)}
              onChange={(sort) => props.onChange({ ...slot, sort })}
            />
          </>
        ) : null}
        {slot.kind === 'date' ? <DateFields {...props} slot={slot} /> : null}
      </div>
      {slot.kind === 'effect' && props.effectPickerOpen ? <EffectPicker {...props} slot={slot} /> : null}
      {slot.kind === 'date' && props.datePickerOpen ? <DatePicker {...props} slot={slot} /> : null}
    </fieldset>
  );
}

function EffectFields({ slot, onChange, effectPickerOpen, onEffectPicker, tagName, index }: SlotEditorProps & { slot: EffectSlot }) {
  const t = useT();
  const englishLang = useEnglishTextLang();
  return (
    <>
      <div className={styles.slotField}>
        <span className={styles.smallLabel} id={`effect-label-${index}`}>
          {t('story-card-list.effect')}
        </span>
        <Button
          className={styles.pickerButton}
          aria-expanded={effectPickerOpen}
          aria-labelledby={`effect-label-${index} effect-value-${index}`}
          onClick={() => onEffectPicker(!effectPickerOpen)}
        >
          <span id={`effect-value-${index}`} lang={englishLang}>
            {effectLabel(slot.attrType, slot.attrName, tagName)}
          </span>{' '}
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Select<EffectSort>
        label={t('story-card-list.order')}
        value={slot.sort}
        choices={choicesIn(t, EFFECT_SORTS)}
        onChange={(sort) => onChange({ ...slot, sort })}
      />
      <Select<EffectTarget>
        label={t('story-card-list.target')}
        value={slot.target}
        choices={choicesIn(t, TARGETS)}
        onChange={(target) => onChange({ ...slot, target })}
      />
    </>
  );
}

/** Effect kinds as tabs, then the kind's effects in rows of four. Picking one closes it. */
function EffectPicker({ slot, options, tagName, onChange, onEffectPicker, index }: SlotEditorProps & { slot: EffectSlot }) {
  const t = useT();
  const englishLang = useEnglishTextLang();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();
  }, []);
  // Browsing kinds changes nothing; picking an effect does.
  const [kind, setKind] = useState<BuffType>(slot.attrType);
  const names = options.get(kind) ?? [];
  return (
    <div ref={panel} className={styles.picker} role="group" aria-label={t('story-card-list.effectPicker', { slot: index + 1 })}>
      <div className={styles.kinds} role="group" aria-label={t('story-card-list.effectKind')}>
        {BUFF_TYPES.map((type) => (
          <button key={type} type="button" className={styles.kind} aria-pressed={type === kind} onClick={() => setKind(type)}>
            {t('story-card-list.effectKindName', { kind: type })}
          </button>
        ))}
      </div>
      <div
        className={styles.effectGrid}
        role="group"
        aria-label={t('story-card-list.kindEffects', { kind: t('story-card-list.effectKindName', { kind }) })}
      >
        {names.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.effectChoice}
            lang={englishLang}
            aria-pressed={name === slot.attrName}
            onClick={() => {
              onChange({ ...slot, attrType: kind, attrName: name });
              onEffectPicker(false);
            }}
          >
            {effectLabel(kind, name, tagName)}
          </button>
        ))}
      </div>
    </div>
  );
}

const rangeText = (t: Translate<MessageKey>, slot: DateSlot) =>
  `${slot.start} → ${slot.end === null ? t('story-card-list.rangeNoEnd') : slot.end === 'now' ? t('story-card-list.rangeNow') : slot.end}`;

function DateFields({ slot, onChange, datePickerOpen, onDatePicker, index }: SlotEditorProps & { slot: DateSlot }) {
  const t = useT();
  return (
    <>
      <div className={styles.slotField}>
        <span className={styles.smallLabel} id={`date-label-${index}`}>
          {t('story-card-list.released')}
        </span>
        <Button
          className={styles.pickerButton}
          aria-expanded={datePickerOpen}
          aria-labelledby={`date-label-${index} date-value-${index}`}
          onClick={() => onDatePicker(!datePickerOpen)}
        >
          <span id={`date-value-${index}`}>{rangeText(t, slot)}</span> <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Select<SortDirection>
        label={t('story-card-list.order')}
        value={slot.sort}
        choices={choicesIn(t, DATE_ORDERS)}
        onChange={(sort) => onChange({ ...slot, sort })}
      />
    </>
  );
}

/** Start and end days in UTC; the end may stay open or be 'now'. */
function DatePicker({ slot, onChange, index }: SlotEditorProps & { slot: DateSlot }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const endDay = slot.end !== null && slot.end !== 'now' ? slot.end : '';
  return (
    <div ref={panel} className={styles.picker} role="group" aria-label={t('story-card-list.datePicker', { slot: index + 1 })}>
      <div className={styles.dates}>
        <UtcDateInput
          label={t('story-card-list.start')}
          value={slot.start}
          onChange={(start) => onChange({ ...slot, start: start || DEFAULT_DATE_START })}
        />
        <UtcDateInput
          label={t('story-card-list.end')}
          value={endDay}
          min={slot.start}
          onChange={(end) => onChange({ ...slot, end: end || null })}
        />
      </div>
      <div className={styles.dateButtons}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={slot.end === 'now'}
            onChange={(e) => onChange({ ...slot, end: e.target.checked ? 'now' : null })}
          />
          {t('story-card-list.untilNow')}
        </label>
        <Button onClick={() => onChange({ ...slot, end: null })} disabled={slot.end === null}>
          {t('story-card-list.noEnd')}
        </Button>
      </div>
    </div>
  );
}
