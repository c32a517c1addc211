// federation: not a singleton — its one piece of state (has the visitor shown up) is kept on the
// window under a versioned key, so every copy reads the same.
/**
 * When work that nobody waits for may run: the shell's link prefetch and the list pages' idle
 * preloads (an advanced search modal) start at these moments, so their downloads and script
 * evaluation never land inside the page's own load or in the middle of a visitor's typing.
 */

type IdleWindow = Pick<Window, 'setTimeout'> & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };

/** Resolves at the next idle moment (2 s at most; 200 ms where there is no idle callback). */
export function nextIdle(win: IdleWindow = window): Promise<void> {
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

/** Resolves after the window's load event, at the next idle moment (or 2 s later at most). */
export function afterLoadAndIdle(win: Window = window): Promise<void> {
  return afterLoad(win).then(() => nextIdle(win));
}

/** How long after a click or a key press no deferred work starts (the page is still answering it). */
export const INPUT_QUIET_MS = 1000;

export interface LastInput {
  at: () => number;
  stop: () => void;
}

// A programmatic click (assistive tools, scripts) has no pointerdown before it.
const INPUT_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

/** Notes when the visitor last clicked or pressed a key, until `stop()`. */
export function trackLastInput(win: Window = window): LastInput {
  let at = -Infinity;
  const note = () => (at = win.performance.now());
  const options = { capture: true, passive: true };
  for (const type of INPUT_EVENTS) win.addEventListener(type, note, options);
  return {
    at: () => at,
    stop: () => {
      for (const type of INPUT_EVENTS) win.removeEventListener(type, note, options);
    },
  };
}

/** The next idle moment that comes at least INPUT_QUIET_MS after the last input. */
export async function idleAndUntouched(lastInput: LastInput, win: Window = window): Promise<void> {
  for (;;) {
    await nextIdle(win);
    const wait = lastInput.at() + INPUT_QUIET_MS - win.performance.now();
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
 * the data layer of a page already drawn) waits for it: evaluating that code costs a phone tens of
 * milliseconds of main thread each, which a visitor who reads and leaves never needs.
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

/** Tests start each page visit afresh. */
export function forgetEngagementForTests(win: Window = window): void {
  delete (win as EngagedWindow)[ENGAGED_KEY];
}

/**
 * Once `ready` has resolved and the visitor has shown they are there, at an idle moment at least
 * INPUT_QUIET_MS after their last key or click: the work a visitor's arrival lets start never lands
 * inside the input that showed it (a first tap, a first key), nor between its events.
 */
export function afterEngagedAndQuiet(ready: Promise<void>, win: Window = window): Promise<void> {
  const lastInput = trackLastInput(win);
  return Promise.all([ready, visitorEngaged(win)])
    .then(() => idleAndUntouched(lastInput, win))
    .finally(() => lastInput.stop());
}

/** After the load event, the visitor's first sign of presence, and a quiet idle moment (above). */
export function afterLoadEngagedAndQuiet(win: Window = window): Promise<void> {
  return afterEngagedAndQuiet(afterLoad(win), win);
}
