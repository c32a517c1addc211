import type { Locale } from '../i18n/locales';
import type { SectionId } from './sections';

/**
 * The contract of every remote's `./routes` expose. A breaking change ships under a new expose
 * name (e.g. `./routes-v2`) beside the old one, so old shells and new remotes keep working.
 * `Route` is react-router's RouteObject; it is a parameter so this package stays free of React.
 */
export const ROUTES_CONTRACT_VERSION = 1 as const;
export const ROUTES_EXPOSE = './routes' as const;

export interface RemoteRoutesModule<Route> {
  contractVersion: typeof ROUTES_CONTRACT_VERSION;
  section: SectionId;
  /** Routes relative to the section's base path. */
  routes: Route[];
  /** Which build is running (package version, or REMOTE_BUILD_ID at build time): shown as a data attribute. */
  build?: string;
  /**
   * Loads the chunk of the page at a section-relative pathname ('/release-order'), so that the
   * shell's first render of it does not suspend. Optional: a remote without it renders as before.
   */
  preload?: (pathname: string) => Promise<void>;
  /**
   * Its pages say themselves when a server-rendered page has hydrated (shared-ui's page boundary).
   * Without it the shell says so once the section's own part has.
   */
  marksHydrated?: boolean;
  /**
   * Loads the remote's words in a language (its message catalogue), once: the shell awaits it before
   * the section renders, on its server and in the browser, so a page never shows a key or waits
   * inside. Optional: a remote without it has no catalogue.
   */
  messages?: { load(locale: Locale): Promise<void> };
}

export function isRemoteRoutesModule<Route>(value: unknown): value is RemoteRoutesModule<Route> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<RemoteRoutesModule<Route>>;
  return v.contractVersion === ROUTES_CONTRACT_VERSION && Array.isArray(v.routes) && typeof v.section === 'string';
}
