import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type Listener = (state: { location: { pathname: string } }) => void;

/**
 * The pathname of the page on show, as a small subscribable feed: what reloadAfterRedeploy needs
 * from a router, fed by the declarative router through usePageChanges.
 */
export function createPageChanges(pathname: string) {
  const listeners = new Set<Listener>();
  const feed = {
    state: { location: { pathname } },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(next: string) {
      if (next === feed.state.location.pathname) return;
      feed.state = { location: { pathname: next } };
      for (const listener of listeners) listener(feed.state);
    },
  };
  return feed;
}

export type PageChanges = ReturnType<typeof createPageChanges>;

/** Publishes every page change of the router this renders in. */
export function usePageChanges(feed: PageChanges) {
  const { pathname } = useLocation();
  useEffect(() => feed.publish(pathname), [feed, pathname]);
}
