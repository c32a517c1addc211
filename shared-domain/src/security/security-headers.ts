import { parseOriginList } from './origin-list';

/**
 * The security headers every server of the site sends (the shell's origin, each remote's static
 * host, the API) and the nginx configs in deploy/ repeat: one pure function of the remotes
 * configuration, so the CSP, the shell's remote allow-list and nginx can never disagree. The
 * hashes of inline code are computed where the HTML is (shell/server/security-headers.ts).
 */
export interface SecurityConfig {
  /** Origins remotes are served from (`scheme://host[:port]`, port may be `*`). */
  remoteOrigins: readonly string[];
  /** `'sha256-…'` sources of the inline `<script>` elements of the HTML served (the theme script). */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of the inline `<style>` elements of the HTML served. */
  styleHashes?: readonly string[];
  /**
   * `'sha256-…'` sources of the `style="…"` attributes of a server-rendered page (the home): its
   * HTML carries the few styles React otherwise sets through CSSOM. Allowed by hash only, and only
   * as attributes (`style-src-attr 'unsafe-hashes'`).
   */
  styleAttributeHashes?: readonly string[];
  /** Where browsers post violation reports (the shell's origin: `/csp-report`). */
  reportUri?: string;
}

export const CSP_REPORT_PATH = '/csp-report';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * script-src is 'self' plus exactly the remote origins (no 'unsafe-inline', no 'unsafe-eval'; the
 * theme script by its hash). Styles: rspack extracts CSS into files in production (the shell's and
 * each remote's chunks, loaded with <link>), plus index.html's one inline <style> by its hash; React's
 * `style={…}` goes through CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy({
  remoteOrigins,
  scriptHashes = [],
  styleHashes = [],
  styleAttributeHashes = [],
  reportUri,
}: SecurityConfig): string {
  const remotes = [...new Set(remoteOrigins)];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remotes, ...scriptHashes],
    ['style-src', "'self'", ...remotes, ...styleHashes],
    ['img-src', "'self'", 'data:', ...remotes],
    ['font-src', "'self'", 'data:', ...remotes],
    ['connect-src', "'self'", ...remotes],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (styleAttributeHashes.length) directives.push(['style-src-attr', "'unsafe-hashes'", ...new Set(styleAttributeHashes)]);
  if (reportUri) directives.push(['report-uri', reportUri]);
  return directives.map((d) => d.join(' ')).join('; ');
}

export function securityHeaders(config: SecurityConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** The origin of each remote's manifest URL in a `/remotes.json` body. */
export function originsOfManifest(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const origins: string[] = [];
  for (const value of Object.values(manifest as Record<string, unknown>)) {
    const entry = typeof value === 'object' && value !== null ? (value as { entry?: unknown }).entry : undefined;
    if (typeof entry !== 'string') continue;
    try {
      const { origin } = new URL(entry);
      if (origin !== 'null') origins.push(origin);
    } catch {
      // a relative entry is on the site's own origin: 'self' covers it
    }
  }
  return [...new Set(origins)];
}

/**
 * The configured remote origins: REMOTE_ORIGINS (space- or comma-separated) when set, else the
 * origins of the configured remote URLs (ports.config.mjs: the local remote servers by default).
 */
export function configuredRemoteOrigins(envValue: string | undefined, manifest: unknown): string[] {
  return envValue && envValue.trim() !== '' ? parseOriginList(envValue) : originsOfManifest(manifest);
}
