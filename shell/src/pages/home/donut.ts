/** The home donut's radii (its 2.5 s sweep is in home.module.css). */
export const DONUT_OUTER_RADIUS = 180;
export const DONUT_INNER_RADIUS = 160;

export interface DonutSegment {
  id: string;
  value: number;
  /** Share of the total, 0..1. */
  fraction: number;
  /** Angles in radians, clockwise from 12 o'clock. */
  start: number;
  end: number;
  /** SVG path of the ring segment, centred on (0, 0). */
  path: string;
}

const point = (r: number, angle: number) => `${round(r * Math.sin(angle))} ${round(-r * Math.cos(angle))}`;
const round = (n: number) => Math.round(n * 1000) / 1000;

/** One ring segment between two angles; a full turn is drawn as two halves (an SVG arc cannot close on itself). */
export function ringPath(start: number, end: number, outer = DONUT_OUTER_RADIUS, inner = DONUT_INNER_RADIUS): string {
  if (end - start >= 2 * Math.PI - 1e-9) {
    const mid = start + Math.PI;
    return `${ringPath(start, mid, outer, inner)} ${ringPath(mid, start + 2 * Math.PI, outer, inner)}`;
  }
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${point(outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join(' ');
}

/** Segments for the non-zero values, in order, together covering the whole ring. */
export function donutSegments(values: readonly { id: string; value: number }[]): DonutSegment[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v.value), 0);
  if (total === 0) return [];
  const segments: DonutSegment[] = [];
  let at = 0;
  for (const { id, value } of values) {
    if (value <= 0) continue;
    const fraction = value / total;
    const start = at;
    const end = at + fraction * 2 * Math.PI;
    segments.push({ id, value, fraction, start, end, path: ringPath(start, end) });
    at = end;
  }
  return segments;
}
