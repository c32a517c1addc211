import type { ReactNode } from 'react';
import { redirect, useRoutes, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById } from 'shared-domain/federation/sections';
import { resolveAlias, type AliasRule } from 'shared-domain/routing/resolve-alias';

function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** As in the shell (shell/src/routing/alias-redirect.tsx): an alias redirects before anything renders. */
const aliasLoader =
  (aliases: readonly AliasRule[]) =>
  ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = resolveAlias({ pathname: url.pathname, search: url.search }, aliases);
    if (target) throw redirect(target);
    return null;
  };

/** Query changes inside a page (filters, `?character`) never need the alias check again. */
const revalidateOnPathChange = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

/**
 * A remote's routes mounted the way the shell mounts them: a `/<base>/*` route whose element
 * renders the remote's tree with useRoutes (descendant routes, no data routes), aliases resolved
 * by a loader first (the remote's own, from its page manifest). The standalone harness and the
 * remotes' route tests both use it, so a page that works alone works in the site. Route tests pass
 * no aliases: the manifests have their own tests, and without a loader a navigation settles at once.
 */
export function sectionRouteTree(
  module: RemoteRoutesModule<RouteObject>,
  outsideSection: ReactNode = null,
  { aliases: rules = [] }: { aliases?: readonly AliasRule[] } = {},
): RouteObject[] {
  const { basePath } = sectionById(module.section);
  const aliases = rules.length > 0 ? { loader: aliasLoader(rules), shouldRevalidate: revalidateOnPathChange } : {};
  return [
    { path: `${basePath}/*`, ...aliases, element: <SectionRoutes routes={module.routes} /> },
    { path: '*', ...aliases, element: outsideSection },
  ];
}
