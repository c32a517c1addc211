import { useCallback, useContext, useState } from 'react';
import { isSlowAnswer } from 'shared-domain/api/slow-answer';
import { pageClock } from 'shared-domain/time/clock';
import { ClockContext, useClock } from 'shared-ui/hooks/use-clock';

/** Checked on the page clock's 1 s tick: "slow" shows within a second of the threshold. */
const CHECK_TICK = 1000;
/** The start is read finer, so that "slow" never shows before the threshold. */
const START_TICK = 100;

interface Waiting {
  since: number;
  /** What is waited for (a request id): another request starts the wait afresh. */
  for: string | undefined;
}

/**
 * Whether a data area has waited SLOW_ANSWER_MS for its answer, on the page's one clock (tests
 * drive it with fake timers or a ClockContext). `waitAgain` starts the wait afresh (after Retry).
 * Never slow on the server or while hydrating: the clock reads the render time there.
 */
export function useSlowAnswer(waiting: boolean, waitingFor?: string): { slow: boolean; waitAgain: () => void } {
  const clock = useContext(ClockContext) ?? pageClock();
  const [wait, setWait] = useState<Waiting | null>(() => (waiting ? { since: clock.read(START_TICK), for: waitingFor } : null));
  // Adjusted during render (React's pattern for state that follows a prop): no frame shows a stale "slow".
  let current = wait;
  if (!waiting && wait !== null) current = null;
  else if (waiting && (wait === null || wait.for !== waitingFor)) current = { since: clock.read(START_TICK), for: waitingFor };
  if (current !== wait) setWait(current);
  const now = useClock(CHECK_TICK, waiting);
  const waitAgain = useCallback(() => setWait((w) => (w ? { ...w, since: clock.read(START_TICK) } : w)), [clock]);
  return { slow: current !== null && isSlowAnswer(current.since, now), waitAgain };
}
