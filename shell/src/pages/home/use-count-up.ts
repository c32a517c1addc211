import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { useMediaQuery } from 'shared-ui/hooks/use-media-query';
import { pageFrameLoop } from './frame-loop';

/** Summary counts start rising after 600 ms and take a second. */
export const COUNT_UP_DELAY_MS = 600;
export const COUNT_UP_MS = 1000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A count that rises from 0 to its value, `progress` 0..1. */
export const countAt = (value: number, progress: number) => Math.round(value * progress);

/** Ease-out (cubic) of a linear progress 0..1. */
export const easeOut = (linear: number) => 1 - (1 - linear) ** 3;

const noSubscription = () => () => {};

/**
 * True on the server and for the life of a component hydrated from the server's HTML (React asks for
 * the server snapshot only then); false for one first rendered in the browser.
 */
function useShownByServer(): boolean {
  const shown = useRef(false);
  useSyncExternalStore(
    noSubscription,
    () => shown.current,
    () => (shown.current = true),
  );
  return shown.current;
}

/**
 * The text of a count that rises from 0 to `value` after `delayMs` (ease-out), for the element in
 * `ref` whose only child is that text. Each frame of the page's one loop writes the element's text
 * itself: a frame costs one text change, not a render of the block around it. React renders 0 until the count has
 * finished, then the value (a later value shows at once: the count rises once); visitors who
 * prefer reduced motion get the value at once. The server's HTML shows the value, and a page hydrated
 * from it keeps it: a phone shows the true count from its first paint, without script, and spends no
 * frames on it while the player may be tapping. The count rises where the home is drawn in the browser.
 */
export function useCountUp(ref: RefObject<Element | null>, value: number, delayMs = COUNT_UP_DELAY_MS, durationMs = COUNT_UP_MS): string {
  const shownByServer = useShownByServer();
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [finished, setFinished] = useState(reduced || shownByServer);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => {
    const element = ref.current;
    if (finished) return undefined;
    const loop = pageFrameLoop();
    if (reduced || !element || !loop) {
      setFinished(true);
      return undefined;
    }
    const startAt = performance.now() + delayMs;
    return loop.add((t) => {
      const linear = Math.min(1, Math.max(0, (t - startAt) / durationMs));
      if (linear >= 1) {
        setFinished(true);
        return false;
      }
      if (linear > 0) {
        const text = formatNumber(countAt(latest.current, easeOut(linear)));
        // The text node's own data: no node is replaced, so the frame needs no style recalculation.
        if (element.firstChild?.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) element.firstChild.nodeValue = text;
        else element.textContent = text;
      }
      return true;
    });
  }, [ref, finished, reduced, delayMs, durationMs]);
  return formatNumber(finished ? value : 0);
}
