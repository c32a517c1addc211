import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';

/**
 * Sends an alias or reading-A path to its canonical page (replacing the history entry) before the
 * page under it renders. It wraps every catch-all route (sections and 404), so the table in
 * shared-domain is the only list. Query changes inside a page keep the pathname, so the alias
 * check only runs again when the pathname or query really change.
 */
export function AliasRedirect({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = useMemo(() => resolveAlias({ pathname, search }), [pathname, search]);
  return target ? <Navigate to={target} replace /> : children;
}
