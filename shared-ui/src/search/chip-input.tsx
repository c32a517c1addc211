import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import { DEFAULT_CHIP_ALLOWED, keepAllowed, rankChipOptions, type ChipOption } from 'shared-domain/search/chip-ranking';
import { useEscapeLayer } from 'shared-ui/hooks/use-search-shortcuts';
import { useT } from 'shared-ui/messages/catalogue';
import styles from './search.module.css';

export type { ChipOption } from 'shared-domain/search/chip-ranking';

interface ChipInputProps {
  label: string;
  options: readonly ChipOption[];
  /** Chosen option values, in the order chosen. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** One character the field accepts (default: letters, digits, hyphen, apostrophe). */
  allowed?: RegExp;
  /** Alphabetical suggestions (default); false keeps the options' order. */
  sort?: boolean;
  placeholder?: string;
  /** Suggestions listed at once (the rest appear as the visitor types). */
  maxSuggestions?: number;
}

/**
 * Chips with autocomplete, on downshift's combobox + multiple selection so the
 * ARIA roles, ids and live messages are a maintained library's. Enter, '.' or Tab accepts the
 * highlighted suggestion (the best one is highlighted as the visitor types); Backspace in an
 * empty field removes the last chip; Left/Right move between chips, Delete removes one.
 */
export function ChipInput({
  label,
  options,
  value,
  onChange,
  allowed = DEFAULT_CHIP_ALLOWED,
  sort = true,
  placeholder,
  maxSuggestions = 50,
}: ChipInputProps) {
  const t = useT();
  const [inputValue, setInputValue] = useState('');
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const selectedItems = useMemo(() => value.map((v) => byValue.get(v) ?? { value: v, label: v }), [value, byValue]);
  const suggestions = useMemo(
    () => rankChipOptions(options, inputValue, { chosen: value, sort, limit: maxSuggestions }),
    [options, inputValue, value, sort, maxSuggestions],
  );

  const { getSelectedItemProps, getDropdownProps, removeSelectedItem } = useMultipleSelection<ChipOption>({
    selectedItems,
    itemToKey: (item) => item?.value,
    onSelectedItemsChange: ({ selectedItems: next }) => onChange((next ?? []).map((o) => o.value)),
  });

  const accept = (item: ChipOption | null | undefined) => {
    if (!item) return;
    onChange([...value, item.value]);
    setInputValue('');
  };

  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex, closeMenu } = useCombobox<ChipOption>({
    items: suggestions,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    inputValue,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.ItemClick:
          // Stay open for the next chip, the field emptied.
          return { ...changes, isOpen: true, highlightedIndex: 0, inputValue: '' };
        case useCombobox.stateChangeTypes.InputBlur:
          // Leaving the field never picks something by itself.
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem }) => {
      if (type === useCombobox.stateChangeTypes.ItemClick) accept(selectedItem);
    },
  });

  useEscapeLayer(isOpen, closeMenu);

  // Keys and typing are handled here, in the event, not in downshift's onStateChange (which runs
  // after the render): a fast typist's next key must already see the new field value.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const stopDownshift = () => {
      event.preventDefault();
      (event as unknown as { preventDownshiftDefault: boolean }).preventDownshiftDefault = true;
    };
    if (event.key === 'Backspace') {
      // Backspace in an empty field removes the last chip.
      if (inputValue === '' && value.length > 0) {
        stopDownshift();
        onChange(value.slice(0, -1));
      }
      return;
    }
    if (event.key !== 'Enter' && event.key !== '.' && event.key !== 'Tab') return;
    const item = isOpen && highlightedIndex >= 0 ? suggestions[highlightedIndex] : inputValue !== '' ? suggestions[0] : undefined;
    // Tab from an empty field, or after Escape closed the suggestions, moves focus on as usual.
    if (event.key === 'Tab' && (inputValue === '' || !isOpen || !item)) return;
    if (event.key === 'Enter' && (!isOpen || !item)) return;
    // '.' is never typed: like Enter and Tab it accepts the highlighted suggestion.
    stopDownshift();
    accept(item);
  };
  const onType = (event: ChangeEvent<HTMLInputElement>) => setInputValue(keepAllowed(event.target.value, allowed));

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.chipBox}>
        {selectedItems.map((item, index) => (
          <span key={item.value} className={styles.chip} {...getSelectedItemProps({ selectedItem: item, index })}>
            {item.label}
            <button
              type="button"
              className={styles.chipRemove}
              tabIndex={-1}
              aria-label={t('search.remove', { label: item.label })}
              onClick={(e) => {
                e.stopPropagation();
                removeSelectedItem(item);
              }}
            >
              ×
            </button>
          </span>
        ))}
        <input
          className={styles.chipText}
          placeholder={selectedItems.length === 0 ? placeholder : undefined}
          {...getInputProps(getDropdownProps({ onKeyDown, onChange: onType }))}
        />
      </div>
      <ul className={isOpen && suggestions.length > 0 ? styles.menu : styles.menuHidden} {...getMenuProps()}>
        {isOpen
          ? suggestions.map((item, index) => (
              <li
                key={item.value}
                className={index === highlightedIndex ? `${styles.option} ${styles.optionActive}` : styles.option}
                {...getItemProps({ item, index })}
              >
                {item.label}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
