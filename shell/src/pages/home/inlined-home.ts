import type { HomeResponse } from 'shared-domain/schemas/api/general';

/** The element the shell's server fills with /api/general/home (shell/server/home-inline.ts). */
const HOME_DATA_ELEMENT_ID = 'home-data';

let taken = false;
let serverHome: HomeResponse | null = null;

/** On the server: the payload the home is rendered with (the same one the HTML carries). */
export function setServerHome(payload: HomeResponse | null): void {
  serverHome = payload;
}

/**
 * The home payload the server put into the HTML, once: later visits to the home page in the same
 * tab use the data layer's cache instead, which is fresher.
 */
export function takeInlinedHome(doc: Document | undefined = globalThis.document): HomeResponse | null {
  if (!doc) return serverHome; // rendering on the server (ssr/render-home.tsx)
  if (taken) return null;
  taken = true;
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
  taken = false;
}
