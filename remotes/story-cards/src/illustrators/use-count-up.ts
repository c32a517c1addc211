import { useEffect, useState } from 'react';

/** Summary counts start animating after 600 ms. */
export const COUNT_UP_DELAY_MS = 600;
const DURATION_MS = 900;

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A number that counts up from 0 to `target` (ease-out) after a short delay, drawn on animation
 * frames, not a timer per step. With reduced motion (or no animation frames) it shows the target at once.
 */
export function useCountUp(target: number): number {
  // On the server 0, as a browser starts: the page it renders then hydrates without a difference.
  const [value, setValue] = useState(() =>
    typeof window !== 'undefined' && (reducedMotion() || typeof requestAnimationFrame !== 'function') ? target : 0,
  );
  useEffect(() => {
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
      setValue(target);
      return undefined;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (t: number) => {
      start ??= t;
      const elapsed = t - start - COUNT_UP_DELAY_MS;
      const progress = Math.min(1, Math.max(0, elapsed / DURATION_MS));
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return value;
}
