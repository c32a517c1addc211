import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import type { AppStore } from 'shared-domain/store/app-store';
import { installBaseApi } from '../store/install-base-api';
import { loadSectionRoutes, peekSectionRoutes, resetSection } from './remote-registry';
import { SectionErrorBoundary } from './section-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { SectionLoading } from './section-loading';

/** Longest wait for a page's chunk before rendering anyway (then the page's own Suspense shows). */
const PAGE_PRELOAD_MAX_MS = 3_000;

/**
 * Loads the landing page's chunk before the section first renders: a page that suspends instead
 * is held back by React until 300 ms after its fallback showed, though its chunk was preloaded.
 * A failure is left to the page's render, which reports it inside the section.
 */
async function preloadPage(module: RemoteRoutesModule<RouteObject>, sectionId: SectionId, pathname: string) {
  const relative = pathname.slice(sectionById(sectionId).basePath.length) || '/';
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    module.preload?.(relative).catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, PAGE_PRELOAD_MAX_MS))),
  ]);
  clearTimeout(timer);
  return module;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; module: RemoteRoutesModule<RouteObject> }
  | { status: 'error'; message: string };

function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * One section of the site, rendered from its remote. Whatever goes wrong with the remote stays
 * inside this box: the navbar, footer, settings and every other section keep working.
 */
export function RemoteSection({ sectionId }: { sectionId: SectionId }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const module = peekSectionRoutes(sectionId);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });

  const store = useStore() as AppStore;
  const { pathname, search } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  useEffect(() => {
    let live = true;
    // The section's data layer loads beside its code, so its first query finds the api installed;
    // and the page's own chunk, so the page renders at once (see preloadPage).
    Promise.all([loadSectionRoutes(sectionId).then((module) => preloadPage(module, sectionId, pathnameRef.current)), installBaseApi(store)]).then(
      ([module]) => live && setState({ status: 'ready', module }),
      (error: unknown) => {
        console.error(`[shell] remote ${sectionId} failed to load`, error);
        if (live) setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [sectionId, attempt, store]);

  const retry = useCallback(async () => {
    setState({ status: 'loading' });
    await resetSection(sectionId);
    setAttempt((n) => n + 1);
  }, [sectionId]);

  // A render error belongs to the page that threw it: another page of the section starts clean.
  const section = sectionById(sectionId);
  if (state.status === 'loading') return <SectionLoading title={section.title} />;
  if (state.status === 'error') return <RemoteUnavailable title={section.title} detail={state.message} onRetry={retry} />;
  return (
    <div data-remote={sectionId} data-remote-build={state.module.build ?? ''}>
      <SectionErrorBoundary title={section.title} onRetry={retry} resetKey={pathname + search}>
        <SectionRoutes routes={state.module.routes} />
      </SectionErrorBoundary>
    </div>
  );
}
