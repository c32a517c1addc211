import { lazy, type ComponentType } from 'react';
import { PageSuspense } from './page-suspense';

/** A lazily loaded page that can be asked to load before it renders. */
export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the page's chunk; once it has resolved, the page renders without suspending. */
  load: () => Promise<void>;
  /** Whether the chunk is here: the page then renders without suspending. */
  loaded: () => boolean;
}

/**
 * React.lazy, plus `load()`. A page that suspends shows its boundary's fallback, and React 19
 * then holds the page back until 300 ms after that fallback appeared (its Suspense reveal
 * throttle), even when the chunk was already downloaded (preloaded with the HTML). A section's
 * landing page is loaded before it is first rendered (defineRemoteRoutes' `preload`), so it renders
 * at once.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const start = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a failed download may be retried by the next render
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then(() => ({ default: Loaded as ComponentType<P> })));
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />);
  Page.load = start;
  Page.loaded = () => Loaded !== undefined;
  return Page;
}

/**
 * The same for a part of a page that only some visits render (an advanced search modal): it is
 * left out of the page's chunks, and `load()` fetches it ahead of the click that shows it.
 */
export const lazyComponent = lazyPage;

/** A route's element and handle for a lazy page: its Suspense boundary, and how to load it early. */
export function pageRoute<P extends object>(Page: LazyPage<P>, props: P = {} as P) {
  const element = (
    <PageSuspense>
      <Page {...props} />
    </PageSuspense>
  );
  return { element, handle: { preload: Page.load } satisfies PageHandle };
}

/** What `pageRoute` leaves on a route for defineRemoteRoutes' `preload`. */
export interface PageHandle {
  preload: () => Promise<void>;
}
