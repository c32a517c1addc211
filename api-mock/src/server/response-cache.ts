import { PreparedResponse } from './prepared-response';

/** What a view builder returns: the response value and, for time-dependent views, when it goes stale. */
export interface Built {
  value: unknown;
  /** Epoch ms at which the view changes (next prayer start, next debut, ...); null = never. */
  validUntil: number | null;
}

interface Entry {
  response: PreparedResponse;
  validUntil: number | null;
}

/**
 * Serialized responses by key. Read-only content means a key is built once; views that derive from
 * the current time (home, upcoming characters) are rebuilt only when the time they named has passed.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly cacheControl: string,
    private readonly now: () => number,
  ) {}

  get(key: string, build: (now: number) => Built): PreparedResponse {
    const hit = this.entries.get(key);
    if (hit && (hit.validUntil === null || this.now() < hit.validUntil)) return hit.response;
    const now = this.now();
    const { value, validUntil } = build(now);
    const response = PreparedResponse.json(value, this.cacheControl);
    this.entries.set(key, { response, validUntil });
    return response;
  }

  /** For per-id responses: build them only for ids that exist, so unknown ids cannot grow the cache. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * API responses may be reused for a minute without asking: the data only changes on a redeploy, and
 * after that minute a conditional request costs one 304. Short enough that a content edit shows soon.
 */
export const API_CACHE_CONTROL = 'public, max-age=60';

/** A constant view. */
export const fixed = (value: unknown): Built => ({ value, validUntil: null });
