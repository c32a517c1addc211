import { useCallback, useDeferredValue, useMemo } from 'react';
import type { StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { releaseTransitions } from './card-release';
import { effectOptions } from './effect-catalogue';
import type { StoryCardCriteria } from './story-card-criteria';
import { searchStoryCards } from './story-card-filter';
import { indexStoryCards } from './story-card-index';
import { useReleaseClock } from './use-release-clock';

/** What the list data gives every search: built once per response, not per keystroke. */
export function useStoryCardData(data: StoryCardListResponse) {
  const index = useMemo(() => indexStoryCards(data.content), [data.content]);
  const options = useMemo(
    () =>
      effectOptions(
        data.content,
        data.tags.map((t) => t.id),
      ),
    [data.content, data.tags],
  );
  const tagNames = useMemo(() => new Map(data.tags.map((t) => [t.id, t.name])), [data.tags]);
  const tagName = useCallback((id: string) => tagNames.get(id), [tagNames]);
  const transitions = useMemo(() => releaseTransitions(index), [index]);
  return { index, options, tagName, transitions };
}

/**
 * The cards the criteria select, in order, and how many cards there are to search (unreleased ones
 * count only with JP content on). Filtering runs on a deferred copy of the criteria
 * (`resultsCriteria`), so the field being typed in paints first and the list follows.
 */
export function useStoryCardResults(
  index: ReturnType<typeof useStoryCardData>['index'],
  transitions: readonly number[],
  criteria: StoryCardCriteria,
  jpContent: boolean,
) {
  const now = useReleaseClock(transitions);
  const deferred = useDeferredValue(criteria);
  const results = useMemo(() => searchStoryCards(index, deferred, { now, jpContent }), [index, deferred, now, jpContent]);
  const total = useMemo(
    () => (jpContent ? index.length : index.reduce((n, c) => (c.releaseMs <= now ? n + 1 : n), 0)),
    [index, now, jpContent],
  );
  return { results, total, now, resultsCriteria: deferred };
}
