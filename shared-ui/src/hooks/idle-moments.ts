// federation: not a singleton — its state (has the visitor shown up, when did they last act) is kept
// on the window under versioned keys, so every copy reads the same.
/**
 * When work that nobody waits for may run: the shell's link prefetch and the list pages' idle
 * preloads (an advanced search modal) start at these moments, so their downloads and script
 * evaluation never land inside the page's own load or in the middle of a visitor's typing.
 */

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

function nextIdle(win: IdleWindow): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else win.setTimeout(resolve, 200);
  });
}

/** Resolves in a task of its own after the window's load event (at once in a task when it has passed). */
export function afterLoad(win: Window = window): Promise<void> {
  return new Promise<void>((resolve) => {
    const later = () => win.setTimeout(resolve, 0);
    if (win.document.readyState === 'complete') later();
    else win.addEventListener('load', later, { once: true });
  });
}

/** How long after a click or a key press no deferred work starts (the page is still answering it). */
export const INPUT_QUIET_MS = 1000;

// A programmatic click (assistive tools, scripts) has no pointerdown before it.
const INPUT_EVENTS = ['pointerdown', 'keydown', 'click'] as const;
const LAST_INPUT_KEY = Symbol.for('tlw-tracker/last-input@1');
type InputWindow = Window & { [LAST_INPUT_KEY]?: { at: number } };

function lastInput(win: Window): { at: number } {
  const holder = win as InputWindow;
  if (!holder[LAST_INPUT_KEY]) {
    const last = { at: -Infinity };
    const note = () => (last.at = win.performance.now());
    for (const type of INPUT_EVENTS) win.addEventListener(type, note, { capture: true, passive: true });
    holder[LAST_INPUT_KEY] = last;
  }
  return holder[LAST_INPUT_KEY];
}

/**
 * The next idle moment that comes at least INPUT_QUIET_MS after the visitor's last click or key (and
 * after `since`, a moment on the page's clock that counts as one).
 */
export async function quietMoment(win: Window = window, since = -Infinity): Promise<void> {
  const last = lastInput(win);
  for (;;) {
    await nextIdle(win);
    const wait = Math.max(last.at, since) + INPUT_QUIET_MS - win.performance.now();
    if (wait <= 0) return;
    await new Promise((resolve) => win.setTimeout(resolve, wait));
  }
}

// A person at the page moves a pointer, touches, scrolls or types; a page nobody touches (a tab
// opened in the background, a crawler, a speed test) shows none of these.
export const ENGAGEMENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;
// Kept on the window, like the page clock: a remote's own copy of this module sees what the shell's
// saw, and so does the page's inline loader, which starts listening before the shell's code is there.
export const ENGAGED_KEY_NAME = 'tlw-tracker/visitor-engaged@1';
const ENGAGED_KEY = Symbol.for(ENGAGED_KEY_NAME);
type EngagedWindow = Window & { [ENGAGED_KEY]?: Promise<void> };

/**
 * Resolves at the visitor's first sign of presence. Work for a next page (another section's code,
 * the data layer of a page already drawn) waits for it: a visitor who reads and leaves never pays
 * for evaluating that code on a phone's main thread.
 */
export function visitorEngaged(win: Window = window): Promise<void> {
  const holder = win as EngagedWindow;
  holder[ENGAGED_KEY] ??= new Promise<void>((resolve) => {
    const options = { capture: true, passive: true };
    const done = () => {
      for (const type of ENGAGEMENT_EVENTS) win.removeEventListener(type, done, options);
      resolve();
    };
    for (const type of ENGAGEMENT_EVENTS) win.addEventListener(type, done, options);
  });
  return holder[ENGAGED_KEY];
}

/** Tests start each page visit afresh (the input listeners of an earlier one stay, noting into nothing). */
export function forgetVisitorForTests(win: Window = window): void {
  delete (win as EngagedWindow)[ENGAGED_KEY];
  delete (win as InputWindow)[LAST_INPUT_KEY];
}

/**
 * After the load event and the visitor's first sign of presence, at a quiet moment (above) that comes
 * a quiet time after that sign too (or after this call, when the sign came before it): a pointer
 * moving onto a button is followed by its click, and the work a visitor's arrival lets start must not
 * land inside it.
 */
export function engagedAndQuiet(win: Window = window): Promise<void> {
  lastInput(win);
  let engagedAt = -Infinity;
  const engaged = visitorEngaged(win).then(() => {
    engagedAt = win.performance.now();
  });
  return Promise.all([afterLoad(win), engaged]).then(() => quietMoment(win, engagedAt));
}
