import { useCallback, useState } from 'react';

/**
 * Whether the <img> showing `src` has loaded (or failed: a broken portrait must not keep the
 * loading cover up forever). Switching `src` (the rebirth-costume toggle) waits for the new one.
 */
export function useImageReady(src: string) {
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const onDone = useCallback(() => setDone((prev) => (prev.has(src) ? prev : new Set(prev).add(src))), [src]);
  // The server's copy of the modal is never hydrated: there the browser shows the image as it loads.
  return { ready: done.has(src) || typeof document === 'undefined', onLoad: onDone, onError: onDone };
}
