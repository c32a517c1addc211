import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';
import { useSitePages } from './site-pages';

/**
 * Sends an alias or reading-A path to its canonical page (replacing the history entry) before the
 * page under it renders. It wraps every catch-all route (sections and 404), with the rules of the
 * remotes' page manifests and the shell's own; until the manifests are in, it waits rather than
 * show a 404 for an alias. Query changes inside a page keep the pathname, so the alias check only
 * runs again when the pathname or query really change.
 */
export function AliasRedirect({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const site = useSitePages();
  const target = useMemo(() => (site ? resolveAlias({ pathname, search }, site.aliases) : null), [pathname, search, site]);
  if (!site) return null;
  return target ? <Navigate to={target} replace /> : children;
}
