import { formatCountdown, formatIsoDuration } from 'shared-domain/formatting/time-split';

interface CountdownTextProps {
  /** Time left; zero or less shows 0d 00h 00m 00s. */
  ms: number;
  className?: string;
}

/** A d:h:m:s countdown. role=timer is polite-off by default, so ticks are not read aloud. */
export function CountdownText({ ms, className }: CountdownTextProps) {
  return (
    <time role="timer" className={className} dateTime={formatIsoDuration(ms)}>
      {formatCountdown(ms)}
    </time>
  );
}
