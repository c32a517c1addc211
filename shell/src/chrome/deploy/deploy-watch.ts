import type { Clock } from 'shared-domain/time/clock';

/** How often the shell asks whether it has been redeployed (hourly). */
export const DEPLOY_CHECK_MS = 60 * 60 * 1000;
/** Where the shell's build writes the names of its entry files (rspack.factory.mjs). */
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

/** `build-manifest.json`: the entry scripts of the deployed shell, e.g. `["/main.63c6ec34f0.js"]`. */
export interface BuildManifest {
  entry: string[];
}

/** The entry files a manifest names, or null when it is not one (an HTML fallback, a proxy's page). */
export function parseBuildManifest(raw: unknown): BuildManifest | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const entry = (raw as { entry?: unknown }).entry;
  if (!Array.isArray(entry) || entry.length === 0 || !entry.every((e) => typeof e === 'string' && e !== '')) return null;
  return { entry: entry as string[] };
}

/**
 * True when the deployed shell is another build than the running one: its entry is content-hashed,
 * so a new build has a new name. `running` are the paths of the scripts this page runs.
 */
export function isNewDeployment(deployed: BuildManifest, running: readonly string[]): boolean {
  return deployed.entry.some((file) => !running.includes(file));
}

interface WatchOptions {
  clock: Clock;
  /** The deployed manifest, or null when it could not be read (offline, server error): try next time. */
  fetchManifest: () => Promise<BuildManifest | null>;
  /** The entry scripts of the running page (paths). */
  running: readonly string[];
  onNewDeployment: () => void;
  intervalMs?: number;
}

/**
 * Checks every `intervalMs` on the page's one clock (no timer of its own) whether the shell was
 * redeployed, and reports it once. Returns the function that stops watching.
 */
export function watchDeployments({
  clock,
  fetchManifest,
  running,
  onNewDeployment,
  intervalMs = DEPLOY_CHECK_MS,
}: WatchOptions): () => void {
  let nextCheck = clock.read(1000) + intervalMs;
  let checking = false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    unsubscribe();
  };
  const unsubscribe = clock.subscribe(1000, () => {
    const now = clock.read(1000);
    if (checking || now < nextCheck) return;
    checking = true;
    nextCheck = now + intervalMs;
    fetchManifest()
      .catch(() => null)
      .then((deployed) => {
        checking = false;
        if (stopped || !deployed || !isNewDeployment(deployed, running)) return;
        stop();
        onNewDeployment();
      });
  });
  return stop;
}
