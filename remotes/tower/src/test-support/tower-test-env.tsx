import type { Settings } from 'shared-domain/settings/settings-model';
import { createClock, type TimeSource } from 'shared-domain/time/clock';
import { TEST_NOW } from 'shared-ui/dev/real-api';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import towerRoutes from '../routes';

/** A page clock the test sets: starts at the API's TEST_NOW so both sides agree on what is released. */
export function testClock(start = TEST_NOW) {
  let now = start;
  const source: TimeSource = {
    now: () => now,
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return {
    clock: createClock(source),
    set: (ms: number) => {
      now = ms;
    },
  };
}

/** The tower section mounted under /stages as the shell mounts it, with the site's store. */
export function renderTower(url: string, options: { settings?: Partial<Settings>; clock?: ReturnType<typeof testClock> } = {}) {
  const clock = options.clock ?? testClock();
  return {
    clock,
    ...renderRoutes([{ path: '/stages', children: towerRoutes.routes }], url, { settings: options.settings, clock: clock.clock }),
  };
}
