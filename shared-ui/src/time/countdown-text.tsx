import { formatCountdown, formatIsoDuration } from 'shared-domain/formatting/time-split';
import { useLocale } from 'shared-ui/i18n/locale-context';

interface CountdownTextProps {
  /** Time left; zero or less shows 0d 00h 00m 00s (0日 00時間 00分 00秒 in Japanese). */
  ms: number;
  className?: string;
}

/** A d:h:m:s countdown in the page's language. role=timer is polite-off by default, so ticks are not read aloud. */
export function CountdownText({ ms, className }: CountdownTextProps) {
  const locale = useLocale();
  return (
    <time role="timer" className={className} dateTime={formatIsoDuration(ms)}>
      {formatCountdown(ms, locale)}
    </time>
  );
}
