import { useCallback, useRef, type TouchEvent } from 'react';
import { detectSwipe, type Point } from './swipe';

/**
 * Touch handlers for the page: a right swipe opens the floor list, a left swipe closes it
 * (75 px, 30° tolerance). Only touch gestures count; mouse and keyboard use the Floors button.
 */
export function useSwipeDrawer(setOpen: (open: boolean) => void) {
  const start = useRef<Point | null>(null);
  const onTouchStart = useCallback((event: TouchEvent) => {
    const t = event.touches[0];
    start.current = event.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
  }, []);
  const onTouchEnd = useCallback(
    (event: TouchEvent) => {
      const t = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !t) return;
      const swipe = detectSwipe(from, { x: t.clientX, y: t.clientY });
      if (swipe) setOpen(swipe === 'right');
    },
    [setOpen],
  );
  const onTouchCancel = useCallback(() => {
    start.current = null;
  }, []);
  return { onTouchStart, onTouchEnd, onTouchCancel };
}
