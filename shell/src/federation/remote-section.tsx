import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById, sectionTitle, type SectionId } from 'shared-domain/federation/sections';
import type { Locale } from 'shared-domain/i18n/locales';
import { useLocale } from 'shared-ui/i18n/locale-context';
import type { AppStore } from 'shared-domain/store/app-store';
import { serverQueries } from '../ssr/server-queries';
import { forgetServerRenderedSection } from 'shared-domain/federation/server-rendered-section';
import { serverRenderedBuild, serverRenderedSection } from '../delivery/server-rendered';
import { installBaseApi, runServerQueries } from '../store/install-base-api';
import { loadSectionRoutes, peekSectionRoutes, resetSection } from './remote-registry';
import { SectionErrorBoundary } from './section-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { SectionLoading } from './section-loading';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';

/** Longest wait for a page's chunk before rendering anyway (then the page's own Suspense shows). */
const PAGE_PRELOAD_MAX_MS = 3_000;

/**
 * Loads the landing page's chunk before the section first renders: a page that suspends instead
 * is held back by React until 300 ms after its fallback showed, though its chunk was preloaded.
 * A failure is left to the page's render, which reports it inside the section.
 */
async function preloadPage(module: RemoteRoutesModule<RouteObject>, sectionId: SectionId, pathname: string, locale: Locale) {
  const relative = pathname.slice(sectionById(sectionId).basePath.length) || '/';
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    // The section's words in the page's language too: a page never waits for them inside.
    Promise.all([module.preload?.(relative), module.messages?.load(locale)]).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PAGE_PRELOAD_MAX_MS))),
  ]);
  clearTimeout(timer);
  return module;
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; module: RemoteRoutesModule<RouteObject> } | { status: 'error'; message: string };

function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type Module = RemoteRoutesModule<RouteObject>;

/**
 * The section's routes. Given the promise of its module (a server-rendered section that has not
 * hydrated yet), it suspends until the module, the page and the data are here: meanwhile React
 * keeps the server's HTML, then hydrates it with the same tree.
 */
function SectionBody({
  sectionId,
  module,
  onRetry,
  resetKey,
}: {
  sectionId: SectionId;
  module: Module | Promise<Module>;
  onRetry: () => void;
  resetKey: string;
}) {
  const ready = module instanceof Promise ? use(module) : module;
  const locale = useLocale();
  // A section whose pages do not say when they have hydrated: its part is hydrated now, its
  // children's effects (their listeners) having run before this one.
  const marksHydrated = ready.marksHydrated === true;
  useEffect(() => {
    if (!marksHydrated) forgetServerRenderedSection();
  }, [marksHydrated]);
  return (
    <div data-remote={sectionId} data-remote-build={ready.build ?? ''}>
      <SectionErrorBoundary title={sectionTitle(sectionId, locale)} onRetry={onRetry} resetKey={resetKey}>
        <SectionRoutes routes={ready.routes} />
      </SectionErrorBoundary>
    </div>
  );
}

/**
 * One section of the site, rendered from its remote. Whatever goes wrong with the remote stays
 * inside this box: the navbar, footer, settings and every other section keep working.
 */
export function RemoteSection({ sectionId }: { sectionId: SectionId }) {
  const [attempt, setAttempt] = useState(0);
  // After a Retry (or when the server's HTML is from another build) the section renders afresh.
  const [retried, setRetried] = useState(false);
  const [state, setState] = useState<LoadState>(() => {
    const module = peekSectionRoutes(sectionId);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  // A section the server rendered (ssr/render-section.tsx) keeps that HTML on screen while its
  // remote, its page and the queries the server ran load; then it hydrates it. The Suspense
  // boundary below stands where the server's render had it, around the ready section. So even when
  // its remote is here already (loaded early, while the page's words loaded): its queries run first.
  const [adopt] = useState(() => (serverRenderedSection() === sectionId ? deferred<Module>() : null));

  const store = useStore() as AppStore;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  useEffect(() => {
    let live = true;
    // The section's data layer loads beside its code, so its first query finds the api installed;
    // and the page's own chunk, so the page renders at once (see preloadPage).
    // A server-rendered page then runs the queries the server ran (their endpoints are injected by
    // the page's chunk; their answers were preloaded with the HTML), so it hydrates with the same data.
    const queries = adopt ? serverQueries() : null;
    // From a task of its own: the commit that ran this effect (a hydration's, with every other
    // effect of the page) is long enough on a phone without the runtime's work too.
    nextTask()
      .then(() =>
        Promise.all([
          loadSectionRoutes(sectionId).then((module) => preloadPage(module, sectionId, pathnameRef.current, locale)),
          installBaseApi(store),
        ]),
      )
      .then(async ([module]) => {
        if (queries) await runServerQueries(store, queries);
        return [module] as const;
      })
      .then(
        ([module]) => {
          if (!live) return;
          setState({ status: 'ready', module });
          if (adopt) {
            // Rendered by another build of the remote than the one loaded (a deploy in between):
            // rendered afresh, as hydrating would keep the other build's attributes.
            if (serverRenderedBuild(sectionId) !== (module.build ?? '')) setRetried(true);
            adopt.resolve(module);
          }
        },
        (error: unknown) => {
          console.error(`[shell] remote ${sectionId} failed to load`, error);
          if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      live = false;
    };
  }, [sectionId, attempt, store, adopt, locale]);

  // The remote could not be had: its message replaces the server's HTML, so no section is waiting
  // to hydrate any more.
  const failed = state.status === 'error';
  useEffect(() => {
    if (failed) forgetServerRenderedSection();
  }, [failed]);

  const retry = useCallback(async () => {
    setState({ status: 'loading' });
    setRetried(true);
    await resetSection(sectionId);
    setAttempt((n) => n + 1);
  }, [sectionId]);

  // A render error belongs to the page that threw it: another page of the section starts clean.
  const title = sectionTitle(sectionId, locale);
  const resetKey = pathname + search;
  // A server-rendered section reads its module from the promise it waited on, even once it is here.
  const adopted = adopt !== null && !retried;
  const module = adopted ? adopt.promise : state.status === 'ready' ? state.module : null;
  // The same element while nothing it shows changed: React hydrates the server's HTML of a section
  // in slices only while its boundary gets no new props (new ones would force it in one long task,
  // at the priority of this component's own update when the module arrives).
  const body = useMemo(
    () =>
      module ? (
        // Where the server's render had it: a Suspense boundary around the ready section (a new one,
        // dropping the server's HTML, when it is not to be hydrated).
        <Suspense key={adopted ? 'adopted' : 'fresh'} fallback={<SectionLoading title={title} />}>
          <SectionBody sectionId={sectionId} module={module} onRetry={retry} resetKey={resetKey} />
        </Suspense>
      ) : null,
    [module, adopted, title, sectionId, retry, resetKey],
  );
  if (state.status === 'error') return <RemoteUnavailable title={title} detail={state.message} onRetry={retry} />;
  if (state.status === 'loading' && !adopted) return <SectionLoading title={title} />;
  return body;
}
