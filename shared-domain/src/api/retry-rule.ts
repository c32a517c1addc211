/** Statuses a non-mutating request is retried on, once. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function shouldRetry(method: string | undefined, status: unknown): boolean {
  const m = (method ?? 'GET').toUpperCase();
  return (m === 'GET' || m === 'HEAD') && typeof status === 'number' && RETRY_STATUSES.has(status);
}
