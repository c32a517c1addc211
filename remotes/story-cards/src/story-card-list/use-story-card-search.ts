import { use, useCallback, useDeferredValue, useMemo } from 'react';
import type { StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';
import type { StoryCardCriteria } from './story-card-criteria';
import { buildInSteps, buildStoryCardData, type StoryCardData } from './story-card-data';
import { searchStoryCards } from './story-card-filter';
import { useReleaseClock } from './use-release-clock';

const built = new WeakMap<StoryCardListResponse, StoryCardData | Promise<StoryCardData>>();

/**
 * What the list data gives every search, built once per response. In a browser it is built in
 * steps, each a task of its own, while the list waits (suspends: a server-rendered page keeps the
 * server's HTML meanwhile); on the server, at once.
 */
export function useStoryCardData(data: StoryCardListResponse) {
  let entry = built.get(data);
  if (!entry) {
    const building = typeof window === 'undefined' ? buildStoryCardData(data) : buildInSteps(data, nextTask);
    if (building instanceof Promise)
      building.then(
        (ready) => built.set(data, ready),
        () => undefined,
      );
    built.set(data, (entry = building));
  }
  const { index, options, tagNames, transitions } = entry instanceof Promise ? use(entry) : entry;
  const tagName = useCallback((id: string) => tagNames.get(id), [tagNames]);
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
