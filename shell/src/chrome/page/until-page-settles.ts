/** Any of these means the visitor took over: no programmatic scroll after that. */
const USER_EVENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** The element a URL hash names, or null (none yet, or a malformed %-escape). */
export function elementForHash(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Runs `step` each time the page changes (`watch` reports it) until `step` returns true, the
 * visitor scrolls, clicks or presses a key, or `timeoutMs` pass. Lazy sections render after the
 * route changes, so a scroll that targets their content has to wait for it. Returns a stop function.
 */
export function untilPageSettles(
  watch: (onChange: () => void) => { disconnect(): void },
  step: () => boolean,
  timeoutMs: number,
): () => void {
  let done = false;
  const observer = watch(() => {
    if (step()) stop();
  });
  const timeout = setTimeout(() => stop(), timeoutMs);
  function stop() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timeout);
    for (const type of USER_EVENTS) window.removeEventListener(type, stop, true);
  }
  for (const type of USER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
