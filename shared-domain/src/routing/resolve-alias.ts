/**
 * One alias: `prefix` rewrites a path and everything below it (`/chara/release-order` →
 * `/characters/release-order`), `exact` that path only. A segment written `fp-:id` captures the
 * rest of that segment; `:id` in `to` inserts it (a `to` may carry a query, merged into the
 * visitor's). The site's rules come from the remotes' page manifests and the shell's own pages.
 */
export interface AliasRule {
  from: string;
  to: string;
  kind: 'prefix' | 'exact';
}

export interface Location {
  pathname: string;
  search: string;
}

const MAX_HOPS = 8;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Matches `pattern` against the start of `segments`; returns captured params or null. */
function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i]!;
    const got = segments[i]!;
    const param = want.indexOf(':');
    if (param >= 0) {
      const literal = want.slice(0, param);
      if (!got.toLowerCase().startsWith(literal) || got.length === literal.length) return null;
      params[want.slice(param + 1)] = got.slice(literal.length);
    } else if (want !== got.toLowerCase()) {
      return null;
    }
  }
  return params;
}

interface Hit {
  rule: AliasRule;
  params: Record<string, string>;
  rest: string[];
  weight: number;
}

/** The most specific rule for a path: longest pattern first, exact before prefix. */
function findRule(segments: string[], rules: readonly AliasRule[]): Hit | null {
  let best: Hit | null = null;
  for (const rule of rules) {
    const pattern = segmentsOf(rule.from);
    if (rule.kind === 'exact' && pattern.length !== segments.length) continue;
    const params = matchSegments(pattern, segments);
    if (!params) continue;
    const weight = pattern.length * 2 + (rule.kind === 'exact' ? 1 : 0);
    if (!best || weight > best.weight) best = { rule, params, rest: segments.slice(pattern.length), weight };
  }
  return best;
}

function applyRule(hit: Hit, search: URLSearchParams): string[] {
  const [toPath = '/', toQuery] = hit.rule.to.split('?');
  const fill = (text: string) => text.replace(/:(\w+)/g, (_, name: string) => hit.params[name] ?? '');
  if (toQuery) {
    for (const [key, value] of new URLSearchParams(toQuery)) search.set(key, fill(value));
  }
  return [...segmentsOf(fill(toPath)), ...hit.rest];
}

/**
 * The canonical location for an alias, or null when the path is already canonical (or unknown:
 * unknown paths fall through to the 404 page). Query parameters are kept; trailing slashes and
 * case differences in alias spellings are forgiven.
 */
export function resolveAlias(location: Location, rules: readonly AliasRule[]): string | null {
  let segments = segmentsOf(location.pathname);
  const search = new URLSearchParams(location.search);
  let changed = location.pathname !== '/' && location.pathname.endsWith('/');
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const hit = findRule(segments, rules);
    if (!hit) break;
    segments = applyRule(hit, search);
    changed = true;
  }
  if (!changed) return null;
  const query = search.toString();
  return `/${segments.join('/')}${query ? `?${query}` : ''}`;
}
