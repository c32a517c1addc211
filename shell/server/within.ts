/** Resolves to `value`, or to `fallback` once `ms` have passed. */
export function within<T>(value: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  return Promise.race([value, late]).finally(() => clearTimeout(timer));
}
