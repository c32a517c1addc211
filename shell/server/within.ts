/** Resolves to `value`, or to `fallback` once `ms` have passed (never, for an infinite `ms`). */
export function within<T>(value: Promise<T>, ms: number, fallback: T): Promise<T> {
  // A timer would take Infinity for 1 ms.
  if (!Number.isFinite(ms)) return value;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}
