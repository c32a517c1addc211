import { createHash } from 'node:crypto';
import { REMOTE_ORIGINS_HEADER } from '../src/federation/remote-allow-list';

// The headers themselves are shared-domain's (the API and deploy/ send the same); this module adds
// the hashes of inline code, which need the HTML served and Node's crypto. Re-exported so the
// server's modules import one place.
export {
  configuredRemoteOrigins,
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  originsOfManifest,
  PERMISSIONS_POLICY,
  securityHeaders,
  type SecurityConfig,
} from 'shared-domain/security/security-headers';
export { REMOTE_ORIGINS_HEADER };

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const sha256 = sha256Source;

/**
 * The CSP hashes of an HTML file's inline scripts and styles, exactly as the browser hashes them
 * (the bytes between the tags). Scripts with `src` and data blocks (`type="application/json"`,
 * never executed) need none.
 */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** The hashes of every `style="…"` attribute value of an HTML fragment, as the browser reads them (entities decoded). */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set(
    [...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!)),
  );
  return [...values].map(sha256);
}

export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scriptHashes.push(sha256(m[2]!));
  }
  for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) styleHashes.push(sha256(m[2]!));
  return { scriptHashes: [...new Set(scriptHashes)], styleHashes: [...new Set(styleHashes)] };
}
