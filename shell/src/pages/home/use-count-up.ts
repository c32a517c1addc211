import { useEffect, useState } from 'react';
import { useMediaQuery } from 'shared-ui/hooks/use-media-query';

/** Summary counts start animating after 600 ms. */
export const COUNT_UP_DELAY_MS = 600;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Progress 0..1 of an animation that starts after `delayMs` and lasts `durationMs` (ease-out),
 * driven by animation frames. Visitors who prefer reduced motion get 1 at once.
 */
export function useAnimationProgress(durationMs: number, delayMs = 0): number {
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [progress, setProgress] = useState(reduced ? 1 : 0);
  useEffect(() => {
    if (reduced || typeof requestAnimationFrame === 'undefined') {
      setProgress(1);
      return undefined;
    }
    let frame = 0;
    const startAt = performance.now() + delayMs;
    const step = (t: number) => {
      const linear = Math.min(1, Math.max(0, (t - startAt) / durationMs));
      setProgress(1 - (1 - linear) ** 3);
      if (linear < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [reduced, durationMs, delayMs]);
  return progress;
}

/** A count that rises from 0 to its value (spec: after 600 ms). */
export const countAt = (value: number, progress: number) => Math.round(value * progress);
