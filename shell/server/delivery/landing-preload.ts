import { parseRemotesManifest } from '../../src/federation/remotes-manifest';
import { sectionForLocation } from '../../src/federation/section-for-location';
import type { AliasRule } from 'shared-domain/routing/resolve-alias';
import { aliasTarget } from '../canonical-url';
import { linkEntries } from './link-header';
import { pagePreloadLinks, type PageAssets, type ShellPreloadAssets } from './page-preload';

/** The build manifests behind a page's chunk preloads (page-preload.ts); without them only the entry is preloaded. */
export interface PreloadManifests {
  shell: () => ShellPreloadAssets | null;
  /** A remote's page-assets.json, by the URL of its mf-manifest.json. */
  page: (manifestUrl: string) => PageAssets | null;
}

/** Characters that would break out of a Link header value; such an entry is simply not preloaded. */
const UNSAFE = /[<>\s,;"]/;
/** The shell's federation runtime chunk (federation.ts names it), needed before any remote. */
const FEDERATION_RUNTIME_FILE = /^federation-runtime\.[0-9a-f]+\.js$/;

/** The page a request lands on (an alias followed: the page redirects there before it asks for anything); null for a URL that does not parse. */
export function landingPageUrl(requestUrl: string, aliases: readonly AliasRule[]): URL | null {
  try {
    return new URL(aliasTarget(requestUrl, aliases) ?? requestUrl, 'http://shell.invalid');
  } catch {
    return null;
  }
}

/** A `?character=ID` link: its dialog's code, asked for at hydration, would queue behind the page's images. */
const CHARACTER_LINK = /^\d{1,9}$/;
/** The remote whose `./character-modal` expose fills the shell's character modal. */
const MODAL_REMOTE = 'characters';

/**
 * Preloads for a link that opens the character modal on any page (the home included): the shell's
 * modal chunk and stylesheet, the remote's manifest and entry, and the federation runtime, so that
 * the dialog is not the last thing a phone downloads.
 */
export function characterLinkPreloads(requestUrl: string, remotesJson: unknown, shellFiles: () => string[]): string[] {
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://shell.invalid');
  } catch {
    return [];
  }
  if (!CHARACTER_LINK.test(url.searchParams.get('character') ?? '')) return [];
  const links: string[] = [];
  for (const file of shellFiles()) {
    if (/^character-modal\.[0-9a-f]+\.css$/.test(file)) links.push(`</${file}>; rel=preload; as=style`);
    if (/^character-modal\.[0-9a-f]+\.js$/.test(file) || FEDERATION_RUNTIME_FILE.test(file))
      links.push(`</${file}>; rel=preload; as=script`);
  }
  const entry = parseRemotesManifest(remotesJson).remotes[MODAL_REMOTE]?.entry;
  if (entry && !UNSAFE.test(entry)) {
    const remoteBase = entry.replace(/[^/]*$/, '');
    links.push(`<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`, `<${remoteBase}remoteEntry.js>; rel=preload; as=script`);
  }
  return links;
}

/** A page's `Link` header with a character link's preloads added (each link once). */
export function withCharacterLinkPreloads(
  header: string | undefined,
  requestUrl: string,
  remotesJson: unknown,
  shellFiles: () => string[],
): string | undefined {
  const extra = characterLinkPreloads(requestUrl, remotesJson, shellFiles);
  if (extra.length === 0) return header;
  const entries = header ? linkEntries(header) : [];
  const targets = new Set(entries.map(({ href }) => href));
  const added = linkEntries(extra.join(', ')).filter(({ href }) => !targets.has(href));
  return [...entries, ...added].map(({ entry }) => entry).join(', ');
}

/** What a page's `Link` header is built from besides its URL and remotes.json. */
export interface LandingPreloadInput {
  /** The shell's build files, read per request because the shell may be redeployed under a running server. */
  shellFiles?: () => string[];
  manifests?: PreloadManifests;
  /** The page's first API calls and first images, as its remote computes them (landing-assets.ts). */
  data?: readonly string[];
  images?: readonly string[];
  serverRendered?: boolean;
  /** The site's alias rules: an alias is preloaded as the page it leads to. */
  aliases?: readonly AliasRule[];
  /** The page's language, whose catalogues are preloaded. */
  locale?: string;
}

/**
 * The preloads that every page of a section uses, whichever page it is: its remote's manifest and
 * entry and the shell's federation runtime. For a server that sends one `Link` for all the pages of
 * a section (deploy/generate-nginx.ts): one page's first data would go unused on the others.
 */
export function sectionPreloadLinks(basePath: string, remotesJson: unknown, shellFiles: () => string[] = () => []): string | undefined {
  return landingPreloadLinks(basePath, remotesJson, { shellFiles });
}

/**
 * The `Link` header for an HTML page of a section: preload its remote's manifest and entry
 * together with the page, instead of after the shell's script has run and asked for them. The
 * runtime fetches the manifest with `fetch` (CORS, no credentials, hence `crossorigin`) and injects
 * the entry as a plain script, so both preloads are reused; so is the shell's runtime chunk. Shell
 * pages, unknown paths and unknown remotes get none.
 */
export function landingPreloadLinks(requestUrl: string, remotesJson: unknown, input: LandingPreloadInput = {}): string | undefined {
  const { shellFiles = () => [], manifests, data = [], images = [], serverRendered = false, aliases = [], locale } = input;
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://shell.invalid');
  } catch {
    return undefined;
  }
  const section = sectionForLocation(url, aliases);
  const entry = section ? parseRemotesManifest(remotesJson).remotes[section.id]?.entry : undefined;
  if (!section || !entry || UNSAFE.test(entry)) return undefined;
  const remoteBase = entry.replace(/[^/]*$/, '');
  const canonical = landingPageUrl(requestUrl, aliases) ?? url;
  const chunks = manifests
    ? pagePreloadLinks({
        relativePath: canonical.pathname.slice(section.basePath.length),
        remoteBase,
        shell: manifests.shell(),
        page: manifests.page(entry),
        locale,
      })
    : { entry: [], rest: [] };
  // What the HTML asks for itself first (its scripts and `/remotes.json`), so that it is not queued behind the rest.
  const links = [...chunks.entry];
  if (chunks.entry.length) links.push('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
  links.push(`<${entry}>; rel=preload; as=fetch; crossorigin=anonymous`, `<${remoteBase}remoteEntry.js>; rel=preload; as=script`);
  const runtime = shellFiles().find((file) => FEDERATION_RUNTIME_FILE.test(file));
  if (runtime) links.push(`</${runtime}>; rel=preload; as=script`);
  // The page's first data, fetched by RTK Query with fetch() (same origin, CORS mode): reused as is.
  for (const api of data) if (!UNSAFE.test(api)) links.push(`<${api}>; rel=preload; as=fetch; crossorigin=anonymous`);
  links.push(...chunks.rest.filter((l) => !UNSAFE.test(l.slice(1, l.indexOf('>')))));
  // The images the first screen paints largest (landing-assets.ts): needed last, at low priority,
  // but then already here, rather than asked for only once the page has been laid out.
  for (const image of images) if (!UNSAFE.test(image)) links.push(`<${image}>; rel=preload; as=image`);
  // A page rendered on the server paints before any script has run: what it needs to paint (its
  // stylesheets, its first images) goes first, ahead of the scripts and data it hydrates with,
  // which would otherwise hold the few connections a phone opens.
  if (serverRendered) {
    const paint = (link: string) => /;\s*as=(style|image)\b/.test(link);
    return [
      ...links.filter(paint).map((link) => (link.includes('as=image') ? `${link}; fetchpriority=high` : link)),
      ...links.filter((link) => !paint(link)),
    ].join(', ');
  }
  return links.join(', ');
}
