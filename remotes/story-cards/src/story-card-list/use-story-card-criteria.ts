import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EffectOptions } from './effect-catalogue';
import type { StoryCardCriteria } from './story-card-criteria';
import { mergeStoryCardQuery, parseStoryCardQuery } from './story-card-query';
import { usePickUntilUrlChanges } from 'shared-ui/hooks/use-pick-until-url-changes';

export type CriteriaUpdate = (current: StoryCardCriteria) => StoryCardCriteria;

/**
 * The search criteria live in the URL query: read from it on every render and
 * written back with `replace` on every change, keeping the history state (an open search modal)
 * and the parameters other features own (`?character=`). Updates are functions of the latest
 * criteria, so two changes before the router re-renders do not undo each other.
 */
export function useStoryCardCriteria(options?: EffectOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseStoryCardQuery(new URLSearchParams(location.search), options), [location.search, options]);

  // Until the URL has a change, the controls show what was picked.
  const [live, pick] = usePickUntilUrlChanges<{ search: string; criteria: StoryCardCriteria }>(location.search);
  const criteria = live ? live.criteria : parsed.criteria;
  const shownLocation = live ? { ...location, search: live.search } : location;

  const latest = useRef({ location: shownLocation, criteria, pick });
  useLayoutEffect(() => {
    latest.current = { location: shownLocation, criteria, pick };
  });

  const update = useCallback(
    (change: CriteriaUpdate) => {
      const { location: at, criteria: current, pick: remember } = latest.current;
      const next = change(current);
      const query = mergeStoryCardQuery(new URLSearchParams(at.search), next);
      const search = query === '' ? '' : `?${query}`;
      latest.current = { location: { ...at, search }, criteria: next, pick: remember };
      if (search === at.search) return;
      remember({ search, criteria: next });
      void navigate({ pathname: at.pathname, search, hash: at.hash }, { replace: true, state: at.state, preventScrollReset: true });
    },
    [navigate],
  );

  return { criteria, problems: parsed.problems, update };
}
