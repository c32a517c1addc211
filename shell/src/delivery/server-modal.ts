/**
 * The character modal the shell's server puts in a `?character=` page's HTML (outside #root, so it
 * is shown before any script and never hydrated): the page's own modal takes its place.
 */
export const SERVER_MODAL_ID = 'server-character-modal';

/** Where the page's input contract (shell/src/delivery/page-scripts.cjs) keeps what it offers the page. */
export const EARLY_INPUT_KEY = 'tlw-tracker/early-input@1';

type Contract = { showCharacter?: (href: string, wanted: () => boolean) => Promise<boolean> };

/**
 * While the page's own modal loads its code and data, the character's modal as the server renders
 * it stands in (fetched by the page's input contract, which does the same for a tap before
 * hydration), unless the URL has let go of that character by then. The page's modal takes over.
 */
export function showServerModalMeanwhile(win: Window = window): void {
  const asked = new URL(win.location.href).searchParams.get('character');
  if (asked === null) return;
  // Already there (with the page, or fetched for the tap): the page's modal takes over from it.
  if (win.document.getElementById(SERVER_MODAL_ID)) return removeServerModalWhenShown(win);
  const contract = (win as unknown as Record<symbol, Contract | undefined>)[Symbol.for(EARLY_INPUT_KEY)];
  void contract
    ?.showCharacter?.(win.location.href, () => new URL(win.location.href).searchParams.get('character') === asked)
    // Whatever stands in by then (the copy, or the card opened while it loaded) goes once the page's own modal shows.
    .then(() => removeServerModalWhenShown(win));
}

/**
 * Past this the server's copy goes even if the page's own modal is still loading its content. A
 * phone on a slow network can take several seconds over the modal's code and data: until then the
 * player keeps reading the copy instead of a spinner.
 */
const LONGEST_OVERLAP_MS = 15_000;

/**
 * Removes the server's copy, keeping its stylesheets: the federation runtime finds a stylesheet it
 * loads already linked by the copy, and links it no second time.
 */
function remove(copy: Element, doc: Document) {
  for (const link of copy.querySelectorAll('link[rel="stylesheet"]')) doc.head.appendChild(link);
  copy.remove();
}

/** Removes the server's copy at once (the URL let go of the character). */
export function removeServerModal(doc: Document = document): void {
  const copy = doc.getElementById(SERVER_MODAL_ID);
  if (copy) remove(copy, doc);
}

/**
 * Removes the server's copy once the page's own modal shows the character (nothing in it still
 * loading), so the player never sees the dialog go back to a skeleton. Until then the copy stays on
 * screen only: out of reach of focus and assistive technology, there is one dialog, the page's.
 */
export function removeServerModalWhenShown(win: Window = window): void {
  const doc = win.document;
  if (!doc.getElementById(SERVER_MODAL_ID)) return;
  // The page's own clock, not the wall's: a clock set back (or a test's fixed one) never keeps the copy up.
  const started = win.performance.now();
  // Looked up each frame: the card a slow modal opens with is replaced by the modal's copy meanwhile.
  const check = () => {
    const copy = doc.getElementById(SERVER_MODAL_ID);
    if (!copy) return;
    copy.setAttribute('inert', '');
    copy.setAttribute('aria-hidden', 'true');
    const own = [...doc.querySelectorAll('[data-character-modal]')].find((body) => !copy.contains(body));
    const shown = own !== undefined && (own.textContent ?? '').trim() !== '' && own.querySelector('[aria-busy="true"]') === null;
    if (shown || win.performance.now() - started > LONGEST_OVERLAP_MS) remove(copy, doc);
    else win.requestAnimationFrame(check);
  };
  check();
}
