import type { HomeResponse } from 'shared-domain/schemas/api/general';

/** The element the shell's server fills with /api/general/home (shell/server/delivery/home-inline.ts). */
const HOME_DATA_ELEMENT_ID = 'home-data';

/** The document's payload, read once (undefined: not read yet). */
let read: HomeResponse | null | undefined;
/** A home that hydrated with the payload has been committed: later home pages use the data layer. */
let used = false;
let serverHome: HomeResponse | null = null;

/** On the server: the payload the home is rendered with (the same one the HTML carries). */
export function setServerHome(payload: HomeResponse | null): void {
  serverHome = payload;
}

/**
 * The home payload the server put into the HTML, until a home page that rendered with it has been
 * committed (markInlinedHomeUsed): later visits to the home page in the same tab use the data layer's
 * cache instead, which is fresher. React may render the home more than once before it commits (a
 * hydration in a transition that is interrupted starts again), and each of those renders must get the
 * same payload, or the page no longer matches the server's HTML.
 */
export function takeInlinedHome(doc: Document | undefined = globalThis.document): HomeResponse | null {
  if (!doc) return serverHome; // rendering on the server (ssr/render-home.tsx)
  if (used) return null;
  if (read === undefined) read = readPayload(doc);
  return read;
}

/** Called once a home page that rendered with the payload is on screen. */
export function markInlinedHomeUsed(): void {
  used = true;
  read = null;
}

function readPayload(doc: Document): HomeResponse | null {
  const el = doc.getElementById(HOME_DATA_ELEMENT_ID);
  if (!el?.textContent) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent) as HomeResponse;
  } catch (error) {
    console.warn('The inlined home data could not be read; fetching it instead.', error);
    return null;
  }
}

/** Tests start each page load afresh. */
export function resetInlinedHomeForTests(): void {
  read = undefined;
  used = false;
}
