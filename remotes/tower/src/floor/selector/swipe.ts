/** Swipes open and close the floor list on touch screens. */
export const SWIPE_THRESHOLD_PX = 75;
export const SWIPE_TOLERANCE_DEG = 30;

export interface Point {
  x: number;
  y: number;
}

/**
 * The horizontal swipe from `start` to `end`: at least 75 px sideways and within 30° of the
 * horizontal, else null (a scroll, a tap or a diagonal drag).
 */
export function detectSwipe(
  start: Point,
  end: Point,
  threshold = SWIPE_THRESHOLD_PX,
  toleranceDeg = SWIPE_TOLERANCE_DEG,
): 'left' | 'right' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || Math.abs(dx) < threshold) return null;
  const angle = (Math.atan2(Math.abs(dy), Math.abs(dx)) * 180) / Math.PI;
  if (angle > toleranceDeg) return null;
  return dx > 0 ? 'right' : 'left';
}
