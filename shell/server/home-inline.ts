/**
 * The home page's data travels inside its HTML (issue 12: no second round trip after the JS).
 * The payload is the API's own /api/general/home body, placed in a non-executing JSON script
 * element, so it is safe under a CSP without 'unsafe-inline'.
 */
export const HOME_DATA_ELEMENT_ID = 'home-data';

/** Inserts the payload before </head>; `<` is escaped so no text in it can close the element. */
export function inlineHomeData(html: string, json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const tag = `<script type="application/json" id="${HOME_DATA_ELEMENT_ID}">${safe}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

export interface HomePayloadOptions {
  apiUrl: string;
  /** A slow API must not hold the HTML back: past this the page fetches the data itself. */
  timeoutMs?: number;
  /** Several visitors within this window share one API call. */
  maxAgeMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** Returns the current home payload (JSON text) or null when the API did not answer 200 in time. */
export function createHomePayloadSource({ apiUrl, timeoutMs = 600, maxAgeMs = 5000, fetchImpl = fetch, now = Date.now }: HomePayloadOptions) {
  let cached: { at: number; body: Promise<string | null> } | null = null;
  const load = async (): Promise<string | null> => {
    try {
      const response = await fetchImpl(new URL('/api/general/home', apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const text = await response.text();
      JSON.parse(text); // never inline something the page cannot parse
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
      // A failure is not kept: the next visitor tries again.
      void body.then((b) => {
        if (b === null && cached?.body === body) cached = null;
      });
    }
    return cached.body;
  };
}
