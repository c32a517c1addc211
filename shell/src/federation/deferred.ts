/** A promise with its resolve function outside it. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

/**
 * Resolving also marks the promise settled the way React's `use()` reads it, so a render that
 * comes before the promise's callbacks have run (a click hydrating a section at once) gets the
 * value instead of suspending.
 */
export function deferred<T>(): Deferred<T> {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve)) as Promise<T> & { status?: 'fulfilled'; value?: T };
  return {
    promise,
    resolve: (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
      settle(value);
    },
  };
}
