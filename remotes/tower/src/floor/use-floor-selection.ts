import { useCallback, useEffect, useMemo } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { floorChoices, highestSelectableFloor, releaseTimes, type FloorChoice } from './floor-list';
import { clampFloor, resolveFloorQuery } from './floor-query';
import type { TowerListResponse } from 'shared-domain/schemas/api/towers';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
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
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const content = list?.content;
  // Only a floor's release changes what may be chosen: the page re-renders then, not every second.
  const releases = useMemo(() => (content ? releaseTimes(content) : []), [content]);
  const now = useClockPassed(1000, releases);
  const jpContent = useAppSelector(selectJpContent);
  const raw = searchParams.get('floor');

  const maxFloor = content ? highestSelectableFloor(content, now, jpContent) : null;
  const { floor, rewrite } = resolveFloorQuery(raw, maxFloor);
  const choices = useMemo(() => (content ? floorChoices(content, now, jpContent) : []), [content, jpContent, now]);

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
