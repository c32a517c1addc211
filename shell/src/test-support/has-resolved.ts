/**
 * Whether `promise` has resolved, read through `turns` microtask turns only: no timer runs, so it
 * also works on a test's fake clock and tells "waits for a task" from "already done".
 */
export async function hasResolved(promise: Promise<unknown>, turns = 10): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < turns; i += 1) await Promise.resolve();
  return done;
}
