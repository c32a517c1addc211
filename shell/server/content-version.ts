import crypto from 'node:crypto';

export interface ContentVersionOptions {
  /** What the pages are made of (the API's home answer, the build's mtime, …): any change is a new version. */
  parts: ReadonlyArray<() => Promise<string | null> | string | null>;
  /** How often the parts are read again (a visit never waits for them). */
  intervalMs?: number;
}

/**
 * The content's version as a short hash, read in the background: the API's answers already go
 * through a shared source (a 304-cheap call a second), so a visit costs nothing but reading a string.
 * Null until the parts were first read: nothing made from the content should be kept before then.
 */
export function contentVersionSource({ parts, intervalMs = 1_000 }: ContentVersionOptions): () => string | null {
  let version: string | null = null;
  const read = async () => {
    const values = await Promise.all(
      parts.map(async (part) => {
        try {
          return String(await part());
        } catch {
          return 'failed';
        }
      }),
    );
    version = crypto.createHash('sha256').update(values.join('\n')).digest('base64url').slice(0, 16);
  };
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    void read().finally(() => (running = false));
  };
  tick();
  setInterval(tick, intervalMs).unref();
  return () => version;
}
