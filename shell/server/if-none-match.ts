/**
 * Whether an If-None-Match header names one of `etags` (each quoted, as sent in ETag), or `*`. A weak
 * `W/` prefix is ignored: a 304 only says the client's copy is still good.
 */
export function namesEtag(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const value = raw.trim().replace(/^W\//, '');
    return value === '*' || etags.includes(value);
  });
}
