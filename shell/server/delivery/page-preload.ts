/**
 * What a section's page downloads before it can show anything, read from the build manifests of
 * rspack.preload-assets.mjs: the shell's `preload-assets.json` (its entry, its API layer, the chunk
 * of each shared module) and the remote's `page-assets.json` (its route table and the chunk of each
 * page, with the shared modules they consume). Sent as `Link` preloads with the HTML, these arrive
 * while the shell's script still runs instead of in four round trips after it.
 */

export interface ShellPreloadAssets {
  entry: string[];
  groups: Record<string, string[]>;
  shares: Record<string, string[]>;
}

export interface ChunkAssets {
  files: string[];
  shared: string[];
}

export interface PageAssets {
  routes: ChunkAssets;
  pages: Array<ChunkAssets & { paths: string[] }>;
  /** The remote's catalogue of each language, by locale. */
  messages: Record<string, string[]>;
}

/** A built file name: anything else (a path, a URL, a header-breaking character) is not preloaded. */
const FILE = /^[\w.-]+\.(?:js|css)$/;

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function stringLists(value: unknown): Record<string, string[]> | null {
  const object = record(value);
  if (!object) return null;
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(object)) if (isStringArray(list)) out[key] = list.filter((f) => FILE.test(f));
  return out;
}

function chunkAssets(value: unknown): ChunkAssets | null {
  const object = record(value);
  if (!object || !isStringArray(object.files) || !isStringArray(object.shared)) return null;
  return { files: object.files.filter((f) => FILE.test(f)), shared: object.shared };
}

/** The shell's manifest, or null when it is missing or not of this shape (then nothing extra is preloaded). */
export function parseShellPreloadAssets(raw: unknown): ShellPreloadAssets | null {
  const object = record(raw);
  const groups = stringLists(object?.groups);
  const shares = stringLists(object?.shares);
  if (!object || !isStringArray(object.entry) || !groups || !shares) return null;
  return { entry: object.entry.filter((f) => FILE.test(f)), groups, shares };
}

/** A remote's manifest, or null when it is not of this shape; a malformed page is skipped. */
export function parsePageAssets(raw: unknown): PageAssets | null {
  const object = record(raw);
  const routes = chunkAssets(object?.routes);
  if (!object || !routes || !Array.isArray(object.pages)) return null;
  const pages: PageAssets['pages'] = [];
  for (const page of object.pages) {
    const assets = chunkAssets(page);
    const paths = record(page)?.paths;
    if (assets && isStringArray(paths)) pages.push({ ...assets, paths });
  }
  return { routes, pages, messages: stringLists(object.messages) ?? {} };
}

/**
 * Whether a route path of the remote (`info/:id`, `index` for the section's own page) matches a
 * path relative to the section's base. Segments compare case-insensitively, as the router does.
 */
export function routeMatches(pattern: string, relativePath: string): boolean {
  const want = pattern === 'index' ? [] : pattern.split('/');
  const have = relativePath.split('/').filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment.toLowerCase() === have[i]!.toLowerCase()))
  );
}

const link = (url: string) => `<${url}>; rel=preload; as=${url.endsWith('.css') ? 'style' : 'script'}`;

/** The shell's chunk group of the API layer (RTK Query and shared-ui/api), named in install-base-api.ts. */
export const API_LAYER_GROUP = 'shared-ui-api';

/** The shell's chunk groups of its own and shared-ui's catalogue in a language (named in their messages/catalogue.ts). */
const shellCatalogueGroups = (locale: string) => [`messages-${locale}`, `shared-ui-messages-${locale}`];

/**
 * The preloads of a section page beyond its remote's entry: the shell's entry (`entry`: to be sent
 * first, so that the HTML's own scripts are not queued behind the rest), then its API layer, the
 * shell's and the remote's words in the page's language, the remote's route table and the page's
 * chunk, each with the shell's chunks of the shared modules they consume. `remoteBase` is the
 * remote's public folder (where its manifest lives), ending in '/'.
 */
export function pagePreloadLinks(options: {
  relativePath: string;
  remoteBase: string;
  shell: ShellPreloadAssets | null;
  page: PageAssets | null;
  /** The page's language: each side renders only once its catalogue is in, asked for only as its code runs. */
  locale?: string;
}): { entry: string[]; rest: string[] } {
  const { shell, page, remoteBase, locale } = options;
  if (!shell) return { entry: [], rest: [] };
  const entry = shell.entry.map((f) => `/${f}`);
  // The API layer (install-base-api.ts), which every section installs before its first render.
  const urls = new Set<string>(shell.groups[API_LAYER_GROUP]?.map((f) => `/${f}`));
  if (locale) {
    for (const group of shellCatalogueGroups(locale)) for (const f of shell.groups[group] ?? []) urls.add(`/${f}`);
    for (const f of page?.messages[locale] ?? []) urls.add(remoteBase + f);
  }
  const take = (assets: ChunkAssets) => {
    for (const f of assets.files) urls.add(remoteBase + f);
    for (const key of assets.shared) for (const f of shell.shares[key] ?? []) urls.add(`/${f}`);
  };
  if (page) {
    take(page.routes);
    const match = page.pages.find((p) => p.paths.some((path) => routeMatches(path, options.relativePath)));
    if (match) take(match);
  }
  for (const url of entry) urls.delete(url);
  return { entry: entry.map(link), rest: [...urls].map(link) };
}
