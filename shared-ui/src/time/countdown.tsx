import type { ReactNode } from 'react';
import type { ClockTick } from 'shared-domain/time/clock';
import { toMs } from 'shared-domain/formatting/date-format';
import { useClock } from 'shared-ui/hooks/use-clock';
import { CountdownText } from './countdown-text';

export interface CountdownProps {
  /** The target instant (ms or ISO text). */
  to: number | string;
  /** 100 ms on the home page, 500 ms in the modal, 1 s for the tower. */
  tickMs?: ClockTick;
  /** Shown instead of '0d 00h 00m 00s' once the target has passed (e.g. '(released)'). */
  ended?: ReactNode;
  className?: string;
}

/** Time left until `to` as '1d 02h 03m 04s', ticking on the page's one clock. */
export function Countdown({ to, tickMs = 1000, ended, className }: CountdownProps) {
  const now = useClock(tickMs);
  const target = toMs(to);
  const left = target === null ? 0 : target - now;
  if (left <= 0 && ended !== undefined) return <span className={className}>{ended}</span>;
  return <CountdownText ms={left} className={className} />;
}
