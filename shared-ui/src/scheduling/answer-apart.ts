import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { nextTask } from './in-task-of-its-own';

/** A browser's production build: the server awaits its answers whole, and tests keep their timers. */
export const inBrowserProduction = (): boolean => typeof window !== 'undefined' && process.env.NODE_ENV === 'production';

/**
 * Hands each answer to the store in a task after the one that parsed it. React renders an external
 * store's change at once, so a large answer's parse and the page's render of it would otherwise be
 * one long task that a tap or a key waits behind. Browsers' production builds only.
 */
export function answerApart<Q extends BaseQueryFn>(inner: Q, apart = inBrowserProduction()): Q {
  if (!apart) return inner;
  const handedApart: BaseQueryFn = async (args, api, extra) => {
    const result = await inner(args, api, extra);
    await nextTask();
    return result;
  };
  return handedApart as Q;
}
