const GUARD_MS = 10_000;
const KEY = 'tlw-tracker:chunk-reload';

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message));

/**
 * After a redeploy an open tab may ask for chunks that no longer exist: reload once to pick up
 * the new build, at most once every 10 s per path so a real outage cannot loop.
 */
export function reloadForChunkError(path: string, now = Date.now(), storage: Storage = sessionStorage): boolean {
  try {
    const last = JSON.parse(storage.getItem(KEY) ?? '{}') as Record<string, number>;
    if (now - (last[path] ?? 0) < GUARD_MS) return false;
    storage.setItem(KEY, JSON.stringify({ ...last, [path]: now }));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
