import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { floorChoices, highestSelectableFloor, type FloorChoice } from './floor-list';
import { clampFloor, resolveFloorQuery } from './floor-query';
import type { TowerListResponse } from 'shared-domain/schemas/api/towers';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';

export interface FloorSelection {
  /** The floor on show: the URL's, clamped once the floor list is known. */
  floor: number;
  /** The highest floor that may be chosen now; null while the list loads. */
  maxFloor: number | null;
  /** The selector's floors, highest first. */
  choices: FloorChoice[];
  /** Shows a floor (clamped) by replacing the history entry. */
  select: (floor: number) => void;
}

/**
 * The floor of the tower page. The URL is the only floor state: a floor out of range is clamped
 * and written back with `replace` (no extra history entry). The tower clock ticks every second,
 * so a floor whose release time passes becomes selectable without a reload.
 */
export function useFloorSelection(list: TowerListResponse | undefined): FloorSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = useClock(1000);
  const jpContent = useAppSelector(selectJpContent);
  const raw = searchParams.get('floor');

  const content = list?.content;
  const maxFloor = content ? highestSelectableFloor(content, now, jpContent) : null;
  const { floor, rewrite } = resolveFloorQuery(raw, maxFloor);
  // A new array only when the released set changes (not on every tick), so the list does not
  // re-render each second: `now` matters only through releasedCount.
  const releasedCount = content ? floorChoices(content, now, jpContent).length : 0;
  const choices = useMemo(() => (content ? floorChoices(content, now, jpContent) : []), [content, jpContent, releasedCount]);

  const writeFloor = useCallback(
    (next: number) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          copy.set('floor', String(next));
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (rewrite) writeFloor(floor);
  }, [rewrite, floor, writeFloor]);

  const select = useCallback(
    (next: number) => writeFloor(maxFloor === null ? Math.max(1, next) : clampFloor(next, maxFloor)),
    [writeFloor, maxFloor],
  );

  return { floor, maxFloor, choices, select };
}
