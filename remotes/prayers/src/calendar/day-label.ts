const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day key ('2026-11-10') in words: 'Tuesday, November 10, 2026'. */
export function dayLabel(key: string): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

/** The week's day names, Sunday first, long and short. */
export const WEEKDAY_NAMES = WEEKDAYS.map((long) => ({ long, short: long.slice(0, 3) }));
