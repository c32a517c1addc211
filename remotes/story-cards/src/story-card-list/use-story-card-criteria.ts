import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EffectOptions } from 'shared-domain/story-cards/effect-catalogue';
import type { StoryCardCriteria } from 'shared-domain/story-cards/story-card-criteria';
import { mergeStoryCardQuery, parseStoryCardQuery } from 'shared-domain/story-cards/story-card-query';

export type CriteriaUpdate = (current: StoryCardCriteria) => StoryCardCriteria;

/**
 * The search criteria live in the URL query (spec section 5): read from it on every render and
 * written back with `replace` on every change, keeping the history state (an open search modal)
 * and the parameters other features own (`?character=`). Updates are functions of the latest
 * criteria, so two changes before the router re-renders do not undo each other.
 */
export function useStoryCardCriteria(options?: EffectOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseStoryCardQuery(new URLSearchParams(location.search), options), [location.search, options]);

  const latest = useRef({ location, criteria: parsed.criteria });
  useLayoutEffect(() => {
    latest.current = { location, criteria: parsed.criteria };
  });

  const update = useCallback(
    (change: CriteriaUpdate) => {
      const { location: at, criteria } = latest.current;
      const next = change(criteria);
      const query = mergeStoryCardQuery(new URLSearchParams(at.search), next);
      const search = query === '' ? '' : `?${query}`;
      latest.current = { location: { ...at, search }, criteria: next };
      if (search === at.search) return;
      // flushSync: the router would otherwise apply the URL in a transition, and a controlled
      // checkbox or select would snap back to its old value until then (the list itself still
      // filters in a deferred render, see use-story-card-search).
      void navigate({ pathname: at.pathname, search, hash: at.hash }, { replace: true, state: at.state, preventScrollReset: true, flushSync: true });
    },
    [navigate],
  );

  return { criteria: parsed.criteria, problems: parsed.problems, update };
}
