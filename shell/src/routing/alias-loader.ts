import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';

/**
 * Sends an alias or reading-A path to its canonical page, before anything renders. It sits on
 * every catch-all route (sections and 404), so the table in shared-domain is the only list.
 */
export function aliasLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveAlias({ pathname: url.pathname, search: url.search });
  if (target) throw redirect(target);
  return null;
}

/** Query changes inside a page (filters, floor) never need the alias check again. */
export const revalidateOnPathChange = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;
