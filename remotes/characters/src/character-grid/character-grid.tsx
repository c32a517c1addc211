import { memo, useCallback } from 'react';
import type { CharacterThumbnail as Thumbnail } from 'shared-domain/schemas/character-views';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { ProgressiveList } from 'shared-ui/lists/progressive-list';
import styles from './character-grid.module.css';

const keyOf = (unit: Thumbnail) => unit.id;
const renderUnit = (unit: Thumbnail) => <CharacterThumbnail unit={unit} />;

/** Thumbnail width plus its padding; the grid fits as many columns as this allows. */
export const THUMBNAIL_CELL_WIDTH = 96;

interface GridProps {
  units: readonly Thumbnail[];
  /** Names the list for assistive technology. */
  label: string;
}

/**
 * A long list of units (a tab, a universe, the release order): revealed progressively and
 * virtualised by the platform's list. A click on a thumbnail opens the shell's character modal.
 * Memoised: a filter control's click re-renders its page at once (the pick shows in the control)
 * while the list follows later with the URL; re-rendering every thumbnail inside that click took
 * 200 ms at 4× CPU.
 */
export const CharacterGrid = memo(function CharacterGrid({ units, label, resetKey }: GridProps & { resetKey: unknown }) {
  const render = useCallback(renderUnit, []);
  return (
    <ProgressiveList
      items={units}
      getKey={keyOf}
      renderItem={render}
      resetKey={resetKey}
      layout="grid"
      minItemWidth={THUMBNAIL_CELL_WIDTH}
      gap={8}
      estimateRowHeight={150}
      aria-label={label}
    />
  );
});

/** A short list of units (a batch, a variant group): all at once, wrapping. */
export function CharacterRow({ units, label }: GridProps) {
  return (
    <ul className={styles.row} aria-label={label}>
      {units.map((unit) => (
        <li key={unit.id}>{renderUnit(unit)}</li>
      ))}
    </ul>
  );
}
