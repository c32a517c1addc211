import type { ReactNode } from 'react';
import { redirect, useRoutes, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById } from 'shared-domain/federation/sections';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';

function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The shell's alias rule (shell/src/routing/alias-loader.ts): an alias redirects before anything renders. */
function aliasLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveAlias({ pathname: url.pathname, search: url.search });
  if (target) throw redirect(target);
  return null;
}

/** Query changes inside a page (filters, `?character`) never need the alias check again. */
const revalidateOnPathChange = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname;

/**
 * A remote's routes mounted the way the shell mounts them: a `/<base>/*` route whose element
 * renders the remote's tree with useRoutes (descendant routes, no data routes), aliases resolved
 * by a loader first. The standalone harness and the remotes' route tests both use it, so a page
 * that works alone works in the site. Route tests leave the alias loader out (`resolveAliases:
 * false`): the resolver has its own tests, and without a loader a navigation settles at once.
 */
export function sectionRouteTree(
  module: RemoteRoutesModule<RouteObject>,
  outsideSection: ReactNode = null,
  { resolveAliases = true }: { resolveAliases?: boolean } = {},
): RouteObject[] {
  const { basePath } = sectionById(module.section);
  const aliases = resolveAliases ? { loader: aliasLoader, shouldRevalidate: revalidateOnPathChange } : {};
  return [
    { path: `${basePath}/*`, ...aliases, element: <SectionRoutes routes={module.routes} /> },
    { path: '*', ...aliases, element: outsideSection },
  ];
}
