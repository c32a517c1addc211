/** `scheme://host[:port]` where the port may be `*` (as in a CSP source), e.g. `http://127.0.0.1:*`. */
export const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i;

/** Splits a space- or comma-separated list of origins; an entry that is not an origin throws, naming it. */
export function parseOriginList(value: string): string[] {
  const origins = value.split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!ORIGIN_PATTERN.test(origin)) throw new Error(`"${origin}" is not an origin (scheme://host[:port], port may be *)`);
  }
  return origins;
}
