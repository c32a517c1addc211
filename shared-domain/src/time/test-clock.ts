import type { TimeSource } from './clock';

/**
 * A hand-driven time source for unit tests: time moves only when `advance` is called, and the
 * timers due on the way fire in order, each seeing its own due time as "now".
 */
export interface TestTimeSource extends TimeSource {
  advance(ms: number): void;
  set(ms: number): void;
  /** Timers not yet fired. */
  pending(): number;
}

export function createTestTimeSource(startMs: number): TestTimeSource {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();

  const runUntil = (target: number) => {
    for (;;) {
      let dueId: number | null = null;
      let dueAt = Infinity;
      for (const [id, t] of timers) {
        if (t.at <= target && (t.at < dueAt || (t.at === dueAt && dueId !== null && id < dueId))) {
          dueId = id;
          dueAt = t.at;
        }
      }
      if (dueId === null) break;
      const { callback } = timers.get(dueId)!;
      timers.delete(dueId);
      now = Math.max(now, dueAt);
      callback();
    }
    now = target;
  };

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance: (ms) => runUntil(now + ms),
    set: (ms) => runUntil(ms),
    pending: () => timers.size,
  };
}
