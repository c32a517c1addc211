import { memo, useMemo } from 'react';
import type { CharacterThumbnail as Thumbnail } from 'shared-domain/schemas/character-views';
import { CharacterThumbnail, type ThumbnailUnit } from 'shared-ui/characters/character-thumbnail';
import { ProgressiveList } from 'shared-ui/lists/progressive-list';
import styles from './character-grid.module.css';

const keyOf = (unit: Thumbnail) => unit.id;
const renderUnit = (unit: Thumbnail) => <CharacterThumbnail unit={unit} />;

/** In collection mode a tap marks the unit owned (or not) instead of opening its modal. */
export type OnToggle = ((unit: ThumbnailUnit) => void) | undefined;
const renderWith = (onToggle: OnToggle) =>
  onToggle ? (unit: Thumbnail) => <CharacterThumbnail unit={unit} onOpen={() => onToggle(unit)} /> : renderUnit;

/** Thumbnail width plus its padding; the grid fits as many columns as this allows. */
export const THUMBNAIL_CELL_WIDTH = 96;

interface GridProps {
  units: readonly Thumbnail[];
  /** Names the list for assistive technology. */
  label: string;
  onToggle?: OnToggle;
}

/**
 * A long list of units (a tab, a universe, the release order): revealed progressively and
 * virtualised by the platform's list. A click on a thumbnail opens the shell's character modal.
 * Memoised: a filter control's click re-renders its page at once (the pick shows in the control)
 * while the list follows later with the URL; re-rendering every thumbnail inside that click would
 * hold a phone's main thread long after the tap.
 */
export const CharacterGrid = memo(function CharacterGrid({ units, label, resetKey, onToggle }: GridProps & { resetKey: unknown }) {
  const render = useMemo(() => renderWith(onToggle), [onToggle]);
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
export function CharacterRow({ units, label, onToggle }: GridProps) {
  const render = renderWith(onToggle);
  return (
    <ul className={styles.row} aria-label={label}>
      {units.map((unit) => (
        <li key={unit.id}>{render(unit)}</li>
      ))}
    </ul>
  );
}
