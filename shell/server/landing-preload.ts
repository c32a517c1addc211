import { parseRemotesManifest } from 'shared-domain/federation/remotes-manifest';
import { sectionForLocation } from 'shared-domain/federation/section-for-location';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';
import { landingDataUrls } from './landing-data';

/** Characters that would break out of a Link header value; such an entry is simply not preloaded. */
const UNSAFE = /[<>\s,;"]/;

/**
 * The `Link` header for an HTML page of a section: preload its remote's manifest and entry
 * together with the page, instead of after the shell's script has run and asked for them (saves
 * ≈ 2 round trips on a phone). The runtime fetches the manifest with `fetch` (CORS, no
 * credentials, hence `crossorigin`) and injects the entry as a plain script, so both preloads
 * are reused; so is the shell's runtime chunk (`shellFiles` lists the shell's build, read per request
 * because the shell may be redeployed under a running server). Shell pages, unknown paths and unknown
 * remotes get none.
 */
export function landingPreloadLinks(requestUrl: string, remotesJson: unknown, shellFiles: () => string[] = () => []): string | undefined {
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://shell.invalid');
  } catch {
    return undefined;
  }
  const section = sectionForLocation(url);
  const entry = section ? parseRemotesManifest(remotesJson).remotes[section.id]?.entry : undefined;
  if (!entry || UNSAFE.test(entry)) return undefined;
  const remoteEntry = entry.replace(/[^/]*$/, 'remoteEntry.js');
  const links = [`<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`, `<${remoteEntry}>; rel=preload; as=script`];
  // The shell's own federation runtime chunk (federation.ts names it), needed before any remote.
  const runtime = shellFiles().find((file) => /^federation-runtime\.[0-9a-f]+\.js$/.test(file));
  if (runtime) links.push(`</${runtime}>; rel=preload; as=script`);
  // The page's first data, fetched by RTK Query with fetch() (same origin, CORS mode): reused as is.
  // An alias's data is its canonical page's (the page redirects there before it asks).
  const alias = resolveAlias({ pathname: url.pathname, search: url.search });
  for (const api of landingDataUrls(alias ? new URL(alias, url) : url)) links.push(`<${api}>; rel=preload; as=fetch; crossorigin=anonymous`);
  return links.join(', ');
}
