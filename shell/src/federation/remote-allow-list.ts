import type { RemotesManifest } from './remotes-manifest';

/**
 * The response header of `/remotes.json` that carries the origins remotes may be loaded from. It
 * comes from the server's configuration (REMOTE_ORIGINS, the same list its Content-Security-Policy
 * is built from), not from the file's body: a `remotes.json` edited or tampered with on its host
 * cannot widen the list.
 */
export const REMOTE_ORIGINS_HEADER = 'x-remote-origins';

/** `scheme://host[:port]` where the port may be `*` (as in a CSP source), e.g. `http://127.0.0.1:*`. */
const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i;

/** Splits a space- or comma-separated list of origins; an entry that is not an origin throws, naming it. */
export function parseOriginList(value: string): string[] {
  const origins = value.split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!ORIGIN_PATTERN.test(origin)) throw new Error(`"${origin}" is not an origin (scheme://host[:port], port may be *)`);
  }
  return origins;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** True when `url` (absolute) has an origin the pattern names; `:*` matches any port. */
export function originMatches(url: URL, pattern: string): boolean {
  const m = ORIGIN_PATTERN.exec(pattern);
  if (!m) return false;
  const [, scheme, host, port] = m;
  if (url.protocol !== `${scheme!.toLowerCase()}:` || url.hostname.toLowerCase() !== host!.toLowerCase()) return false;
  if (port === '*') return true;
  return (url.port || DEFAULT_PORT[url.protocol]) === (port ?? DEFAULT_PORT[url.protocol]);
}

export interface AllowListResult {
  remotes: Partial<RemotesManifest>;
  /** Section id → why its entry was refused (logged and shown in the section's fallback). */
  refused: Partial<Record<keyof RemotesManifest, string>>;
}

/**
 * Keeps the remotes whose entry URL is on the page's own origin or on an allowed origin. Without a
 * configured list (a dev server that sends none) only the page's own host is trusted, on any port.
 */
export function applyAllowList(remotes: Partial<RemotesManifest>, allowed: readonly string[] | null, pageUrl: string): AllowListResult {
  const page = new URL(pageUrl);
  const patterns = allowed ?? [`${page.protocol}//${page.hostname}:*`];
  const kept: Partial<RemotesManifest> = {};
  const refused: AllowListResult['refused'] = {};
  for (const [id, location] of Object.entries(remotes) as [keyof RemotesManifest, RemotesManifest[keyof RemotesManifest]][]) {
    let url: URL | null = null;
    try {
      url = new URL(location.entry, page);
    } catch {
      url = null;
    }
    if (url && (url.origin === page.origin || patterns.some((p) => originMatches(url, p)))) {
      kept[id] = location;
    } else {
      const origin = url ? url.origin : location.entry;
      refused[id] =
        `remotes.json points the ${id} remote at ${origin}, which is not an allowed remote origin (${patterns.join(' ') || 'none'}).`;
    }
  }
  return { remotes: kept, refused };
}

/** The allow-list a `/remotes.json` response carries; null when the server sent none or an invalid one. */
export function allowListFrom(headers: Pick<Headers, 'get'>): string[] | null {
  const value = headers.get(REMOTE_ORIGINS_HEADER);
  if (value === null) return null;
  try {
    return parseOriginList(value);
  } catch (error) {
    console.error('[shell] ignoring an invalid remote allow-list:', error instanceof Error ? error.message : error);
    return [];
  }
}
