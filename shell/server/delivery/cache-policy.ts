import path from 'node:path';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|woff2?|png|webp)$/;

/**
 * Content-hashed files never change and may be cached for a year. Everything else — index.html,
 * remoteEntry.js, mf-manifest.json, remotes.json — must be revalidated on every load so a
 * redeployed remote shows on the next reload.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
