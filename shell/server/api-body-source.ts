export interface ApiBodySourceOptions {
  apiUrl: string;
  /** The API path asked for, e.g. `/api/general/home`. */
  path: string;
  /** A slow API must not hold the HTML back: past this the answer counts as missing. */
  timeoutMs?: number;
  /** Several visitors within this window share one API call. */
  maxAgeMs?: number;
  /**
   * Past the window, the last good answer is handed out at once while the API is asked again (a page
   * that waits on it only briefly would otherwise miss it once per window).
   */
  staleWhileRevalidate?: boolean;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * One API answer (its JSON text) as the shell's server uses it while building a page: fetched at
 * most once per `maxAgeMs`, shared by the requests in between, and null when the API did not
 * answer 200 with JSON in time. A failure is not kept: the next request tries again.
 */
export function createApiBodySource({
  apiUrl,
  path,
  timeoutMs = 600,
  maxAgeMs = 5000,
  staleWhileRevalidate = false,
  fetchImpl = fetch,
  now = Date.now,
}: ApiBodySourceOptions) {
  let cached: { at: number; body: Promise<string | null> } | null = null;
  let lastGood: string | null = null;
  const load = async (): Promise<string | null> => {
    try {
      const response = await fetchImpl(new URL(path, apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const text = await response.text();
      JSON.parse(text); // never hand on something a page cannot parse
      return text;
    } catch {
      return null;
    }
  };
  return (): Promise<string | null> => {
    const t = now();
    if (!cached || t - cached.at >= maxAgeMs) {
      const body = load();
      cached = { at: t, body };
      void body.then((b) => {
        if (b !== null) lastGood = b;
        else if (cached?.body === body) cached = null;
      });
    }
    return staleWhileRevalidate && lastGood !== null ? Promise.resolve(lastGood) : cached.body;
  };
}
