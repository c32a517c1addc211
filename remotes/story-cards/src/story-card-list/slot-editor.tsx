import { useEffect, useId, useRef, useState } from 'react';
import { BUFF_TYPES, type BuffType } from 'shared-domain/constants/buffs';
import { STAT_LABELS } from './card-stats';
import { EFFECT_TYPE_LABELS, effectLabel, type EffectOptions } from './effect-catalogue';
import { SORT_STATS } from './story-card-index';
import {
  DEFAULT_DATE_START,
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
import { UtcDateInput } from 'shared-ui/search/utc-date-input';
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

const KIND_LABELS: Record<SlotKind, string> = { none: 'None', effect: 'Effect', stat: 'Stat', date: 'Release date' };
const EFFECT_SORTS: Array<[EffectSort, string]> = [
  ['desc', 'Highest value first'],
  ['asc', 'Lowest value first'],
  ['turn', 'Longest duration first'],
];
const TARGETS: Array<[EffectTarget, string]> = [
  ['any', 'Any target'],
  ['single', 'Single (self / solo)'],
  ['multi', 'Multi (party / AoE)'],
];

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
  const { index, slot, slots, onKind } = props;
  const kindId = useId();
  const dateAllowed = dateKindAllowed(slots, index);
  return (
    <fieldset className={styles.slot}>
      <legend className={styles.label}>Sort/Filter #{index + 1}</legend>
      <div className={styles.slotRow}>
        <div className={styles.slotField}>
          <label htmlFor={kindId} className={styles.smallLabel}>
            Type
          </label>
          <select id={kindId} className={styles.select} value={slot.kind} onChange={(e) => onKind(e.target.value as SlotKind)}>
            {(Object.keys(KIND_LABELS) as SlotKind[]).map((k) => (
              <option key={k} value={k} disabled={k === 'date' && !dateAllowed}>
                {KIND_LABELS[k]}
                {k === 'date' && !dateAllowed ? ' (in use)' : ''}
              </option>
            ))}
          </select>
        </div>
        {slot.kind === 'effect' ? <EffectFields {...props} slot={slot} /> : null}
        {slot.kind === 'stat' ? (
          <>
            <Select<SortStat>
              label="Stat"
              value={slot.stat}
              choices={SORT_STATS.map((s) => [s, s === 'total' ? 'Total' : STAT_LABELS[s]] as const)}
              onChange={(stat) => props.onChange({ ...slot, stat })}
            />
            <Select<SortDirection>
              label="Order"
              value={slot.sort}
              choices={[
                ['desc', 'Highest first'],
                ['asc', 'Lowest first'],
              ]}
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
  return (
    <>
      <div className={styles.slotField}>
        <span className={styles.smallLabel} id={`effect-label-${index}`}>
          Effect
        </span>
        <Button
          className={styles.pickerButton}
          aria-expanded={effectPickerOpen}
          aria-labelledby={`effect-label-${index} effect-value-${index}`}
          onClick={() => onEffectPicker(!effectPickerOpen)}
        >
          <span id={`effect-value-${index}`}>{effectLabel(slot.attrType, slot.attrName, tagName)}</span> <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Select<EffectSort> label="Order" value={slot.sort} choices={EFFECT_SORTS} onChange={(sort) => onChange({ ...slot, sort })} />
      <Select<EffectTarget> label="Target" value={slot.target} choices={TARGETS} onChange={(target) => onChange({ ...slot, target })} />
    </>
  );
}

/** Effect kinds as tabs, then the kind's effects in rows of four. Picking one closes it. */
function EffectPicker({ slot, options, tagName, onChange, onEffectPicker, index }: SlotEditorProps & { slot: EffectSlot }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('button[aria-pressed="true"]')?.focus();
  }, []);
  // Browsing kinds changes nothing; picking an effect does.
  const [kind, setKind] = useState<BuffType>(slot.attrType);
  const names = options.get(kind) ?? [];
  return (
    <div ref={panel} className={styles.picker} role="group" aria-label={`Effect picker for Sort/Filter #${index + 1}`}>
      <div className={styles.kinds} role="group" aria-label="Effect kind">
        {BUFF_TYPES.map((t) => (
          <button key={t} type="button" className={styles.kind} aria-pressed={t === kind} onClick={() => setKind(t)}>
            {EFFECT_TYPE_LABELS[t]}
          </button>
        ))}
      </div>
      <div className={styles.effectGrid} role="group" aria-label={`${EFFECT_TYPE_LABELS[kind]} effects`}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.effectChoice}
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

const rangeText = (slot: DateSlot) => `${slot.start} → ${slot.end === null ? 'no end' : slot.end === 'now' ? 'now' : slot.end}`;

function DateFields({ slot, onChange, datePickerOpen, onDatePicker, index }: SlotEditorProps & { slot: DateSlot }) {
  return (
    <>
      <div className={styles.slotField}>
        <span className={styles.smallLabel} id={`date-label-${index}`}>
          Released (UTC)
        </span>
        <Button
          className={styles.pickerButton}
          aria-expanded={datePickerOpen}
          aria-labelledby={`date-label-${index} date-value-${index}`}
          onClick={() => onDatePicker(!datePickerOpen)}
        >
          <span id={`date-value-${index}`}>{rangeText(slot)}</span> <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Select<SortDirection>
        label="Order"
        value={slot.sort}
        choices={[
          ['desc', 'Newest first'],
          ['asc', 'Oldest first'],
        ]}
        onChange={(sort) => onChange({ ...slot, sort })}
      />
    </>
  );
}

/** Start and end days in UTC; the end may stay open or be 'now'. */
function DatePicker({ slot, onChange, index }: SlotEditorProps & { slot: DateSlot }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  const endDay = slot.end !== null && slot.end !== 'now' ? slot.end : '';
  return (
    <div ref={panel} className={styles.picker} role="group" aria-label={`Date picker for Sort/Filter #${index + 1}`}>
      <div className={styles.dates}>
        <UtcDateInput label="Start" value={slot.start} onChange={(start) => onChange({ ...slot, start: start || DEFAULT_DATE_START })} />
        <UtcDateInput label="End" value={endDay} min={slot.start} onChange={(end) => onChange({ ...slot, end: end || null })} />
      </div>
      <div className={styles.dateButtons}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={slot.end === 'now'}
            onChange={(e) => onChange({ ...slot, end: e.target.checked ? 'now' : null })}
          />
          Until now
        </label>
        <Button onClick={() => onChange({ ...slot, end: null })} disabled={slot.end === null}>
          No end
        </Button>
      </div>
    </div>
  );
}
