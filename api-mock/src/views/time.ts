/** ISO instant -> epoch ms (content dates are validated ISO strings). */
export const ms = (iso: string): number => Date.parse(iso);

/** The earliest of `times` that is still ahead of `now`, or null: when a time-derived view changes next. */
export const nextChange = (now: number, times: Iterable<number | null | undefined>): number | null => {
  let next: number | null = null;
  for (const t of times) {
    if (t !== null && t !== undefined && t > now && (next === null || t < next)) next = t;
  }
  return next;
};

export const minOrNull = (...values: (number | null)[]): number | null => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.min(...present) : null;
};
