import { parseFloorQuery } from 'shared-domain/tower/floor-query';

/**
 * The API answer each page asks for first, by canonical path, as the page's RTK Query hook will
 * request it (`/api` + the contract's path + its query). The shell's server preloads it with the
 * HTML (landing-preload.ts), so the data travels while the shell and the remote's chunks still
 * load, instead of after them. A page whose data call changed without this table only loses the
 * head start (the browser warns that a preload went unused); the page itself is unaffected.
 */
const FIRST_DATA: ReadonlyArray<[path: RegExp, api: (match: RegExpExecArray, query: URLSearchParams) => string | null]> = [
  [/^\/characters\/conventional-list$/, () => '/api/characters/chronological'],
  [/^\/characters\/variant-tracker$/, () => '/api/characters/variants'],
  [/^\/characters\/universe-tracker$/, () => '/api/characters/universe'],
  [/^\/characters\/release-order$/, () => '/api/characters/release-date'],
  [/^\/characters\/rebirth-order$/, () => '/api/characters/rebirth-date'],
  [/^\/characters\/rebirth-costume-order$/, () => '/api/characters/rebirth-costume-date'],
  [/^\/characters\/unreleased-characters$/, () => '/api/characters/unreleased'],
  [/^\/characters\/prayer-type$/, () => '/api/characters/prayer-type'],
  [/^\/characters\/role-type$/, () => '/api/characters/role-type'],
  [/^\/prayers$/, () => '/api/prayers/get-list'],
  [/^\/prayers\/info\/([1-9]\d{0,8})$/, (m) => `/api/prayers/get-detail?id=${m[1]}`],
  [/^\/story-cards$/, () => '/api/story-cards/get-list'],
  [/^\/story-cards\/illustrators$/, () => '/api/story-cards/get-illust'],
  [/^\/stages\/scarlet-devil-tower\/rewards$/, () => '/api/towers/get-rewards'],
  [/^\/stages\/scarlet-devil-tower$/, () => '/api/towers/get-list'],
  // The floor page asks for its floor's detail at once, as parseFloorQuery reads the query (1 when missing).
  [/^\/stages\/scarlet-devil-tower$/, (_m, q) => `/api/towers/get-detail?floor=${parseFloorQuery(q.get('floor'))}`],
  [/^\/update-log$/, () => '/api/general/updates'],
];

/** The API URLs (same origin) to preload for a page, in the order the page asks for them. */
export function landingDataUrls(url: URL): string[] {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const out: string[] = [];
  for (const [pattern, api] of FIRST_DATA) {
    const match = pattern.exec(pathname);
    const target = match ? api(match, url.searchParams) : null;
    if (target) out.push(target);
  }
  return out;
}
