import { useMemo } from 'react';
import type { SpoilerView } from 'shared-domain/characters/spoilers';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useClock } from 'shared-ui/hooks/use-clock';

const MINUTE = 60_000;

/**
 * What the spoiler rules need: the JP-content setting (every page follows it at once, it is the one
 * store) and "now". Now is read without ticking and rounded to the minute, so lists are not
 * refiltered on every render; a debut passing while the page is open shows on the next change.
 */
export function useSpoilerView(): SpoilerView {
  const jpContent = useAppSelector(selectJpContent);
  const minute = Math.floor(useClock(1000, false) / MINUTE);
  return useMemo(() => ({ jpContent, now: minute * MINUTE }), [jpContent, minute]);
}
