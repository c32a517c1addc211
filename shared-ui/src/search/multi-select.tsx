import { useSelect } from 'downshift';
import { useEscapeLayer } from 'shared-ui/hooks/use-search-shortcuts';
import { useT } from 'shared-ui/messages/catalogue';
import styles from './search.module.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

interface MultiSelectProps<V extends string> {
  label: string;
  options: ReadonlyArray<SelectOption<V>>;
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** What the closed select says with nothing chosen (spec: 'Any'). */
  blankLabel?: string;
}

/**
 * Pick any number of options (prayer types, character types, step-ups). downshift's select with
 * the menu kept open on each pick: a button that opens a listbox (aria-multiselectable), arrows
 * to move, Enter or Space to toggle, Escape or Tab to close. Nothing chosen reads 'Any'.
 */
export function MultiSelect<V extends string>({ label, options, value, onChange, blankLabel }: MultiSelectProps<V>) {
  const t = useT();
  const chosen = new Set<string>(value);
  const { isOpen, getToggleButtonProps, getLabelProps, getMenuProps, getItemProps, highlightedIndex, closeMenu } = useSelect<
    SelectOption<V>
  >({
    items: [...options],
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    selectedItem: null,
    stateReducer: (state, { changes, type }) => {
      switch (type) {
        case useSelect.stateChangeTypes.ToggleButtonKeyDownEnter:
        case useSelect.stateChangeTypes.ToggleButtonKeyDownSpaceButton:
        case useSelect.stateChangeTypes.ItemClick:
          // Keep the list open and the highlight where it was, so several can be toggled.
          return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
        default:
          return changes;
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      const v = selectedItem.value;
      // Keep the options' order so the summary and the URL are stable.
      const next = chosen.has(v) ? value.filter((x) => x !== v) : options.map((o) => o.value).filter((x) => x === v || chosen.has(x));
      onChange(next);
    },
  });

  useEscapeLayer(isOpen, closeMenu);

  const summary = options
    .filter((o) => chosen.has(o.value))
    .map((o) => o.label)
    .join(', ');

  return (
    <div className={styles.field}>
      <span className={styles.label} {...getLabelProps()}>
        {label}
      </span>
      <button type="button" className={styles.selectButton} {...getToggleButtonProps()}>
        <span className={summary ? undefined : styles.placeholder}>{summary || (blankLabel ?? t('search.any'))}</span>
        <span aria-hidden="true">{isOpen ? '▴' : '▾'}</span>
      </button>
      <ul className={isOpen ? styles.menu : styles.menuHidden} {...getMenuProps({ 'aria-multiselectable': true })}>
        {isOpen
          ? options.map((item, index) => {
              const on = chosen.has(item.value);
              return (
                <li
                  key={item.value}
                  className={index === highlightedIndex ? `${styles.option} ${styles.optionActive}` : styles.option}
                  {...getItemProps({ item, index, 'aria-selected': on })}
                >
                  <span className={on ? `${styles.check} ${styles.checkOn}` : styles.check} aria-hidden="true">
                    {on ? '✓' : ''}
                  </span>
                  {item.label}
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}
