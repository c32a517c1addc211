import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

  // The router applies a URL change in a transition: until it lands, the controls show what was
  // picked (a controlled checkbox or select would otherwise snap back to its old value for a
  // moment). `from` is the URL query it was picked on; any other query means it landed or was left.
  const [pending, setPending] = useState<{ from: string; search: string; criteria: StoryCardCriteria } | null>(null);
  const live = pending !== null && pending.from === location.search ? pending : null;
  const criteria = live ? live.criteria : parsed.criteria;
  const shownLocation = live ? { ...location, search: live.search } : location;

  const latest = useRef({ location: shownLocation, criteria, rendered: location.search });
  useLayoutEffect(() => {
    latest.current = { location: shownLocation, criteria, rendered: location.search };
  });

  const update = useCallback(
    (change: CriteriaUpdate) => {
      const { location: at, criteria: current, rendered } = latest.current;
      const next = change(current);
      const query = mergeStoryCardQuery(new URLSearchParams(at.search), next);
      const search = query === '' ? '' : `?${query}`;
      latest.current = { location: { ...at, search }, criteria: next, rendered };
      if (search === at.search) return;
      setPending({ from: rendered, search, criteria: next });
      void navigate({ pathname: at.pathname, search, hash: at.hash }, { replace: true, state: at.state, preventScrollReset: true });
    },
    [navigate],
  );

  return { criteria, problems: parsed.problems, update };
}
