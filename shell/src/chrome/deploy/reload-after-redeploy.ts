import { pageClock, type Clock } from 'shared-domain/time/clock';
import { BUILD_MANIFEST_PATH, parseBuildManifest, watchDeployments, type BuildManifest } from './deploy-watch';

/** What this needs to know of page changes: the shell's page-changes feed, or a memory router in tests. */
interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

interface Options {
  clock?: Clock;
  fetchManifest?: () => Promise<BuildManifest | null>;
  /** The entry scripts the page runs (paths); read from the document at start. */
  running?: readonly string[];
  reload?: () => void;
}

const fetchDeployedManifest = async (): Promise<BuildManifest | null> => {
  const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store' });
  return response.ok ? parseBuildManifest(await response.json().catch(() => null)) : null;
};

const scriptsOnPage = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src, window.location.href).pathname);

/**
 * A new deployment is checked hourly. Once the shell has been redeployed, the next
 * move to another page loads the site afresh (the URL is already the new page's), so an open tab
 * never runs an old shell against new remotes for long. Query and modal changes do not count.
 */
export function reloadAfterRedeploy(router: RouterLike, options: Options = {}): () => void {
  const {
    clock = pageClock(),
    fetchManifest = fetchDeployedManifest,
    running = scriptsOnPage(),
    reload = () => window.location.reload(),
  } = options;
  let redeployed = false;
  let pathname = router.state.location.pathname;
  const stopWatching = watchDeployments({
    clock,
    fetchManifest,
    running,
    onNewDeployment: () => {
      redeployed = true;
      console.info('[shell] a new version of the site was deployed; the next page change loads it');
    },
  });
  const stopListening = router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    if (redeployed) reload();
  });
  return () => {
    stopWatching();
    stopListening();
  };
}
