import type { HomeResponse } from 'shared-domain/schemas/api/general';

/** The element the shell's server fills with /api/general/home (shell/server/home-inline.ts). */
const HOME_DATA_ELEMENT_ID = 'home-data';

let taken = false;

/**
 * The home payload the server put into the HTML, once: later visits to the home page in the same
 * tab use the data layer's cache instead, which is fresher.
 */
export function takeInlinedHome(doc: Document = document): HomeResponse | null {
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
