import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useClock } from 'shared-ui/hooks/use-clock';
import { dayKey, daysInMonth, startOfDay, type CalendarMonth } from './calendar-month';
import { useEnglishTextLang, useLocale } from 'shared-ui/i18n/locale-context';
import { useT } from '../messages/catalogue';
import { eventPath, eventTags, kindClass, Portraits } from './event-parts';
import { instantTexts } from './event-times';
import { nowAt, type Timeline } from './timeline';
import styles from './calendar.module.css';

export interface TimelineViewProps {
  month: CalendarMonth;
  window: { from: number; to: number };
  /** The zone the days are drawn in (UTC until the player's is known). */
  gridZone: string;
  zone: string | null;
  line: Timeline;
  /** The projection lane (JP content on), drawn apart and labelled estimated. */
  projected: Timeline | null;
}

/** The live "now" line: the one part that follows the clock, so the bars do not render every second. */
function NowLine({ window }: { window: { from: number; to: number } }) {
  const t = useT();
  const now = useClock(1000);
  const at = nowAt(now, window);
  if (at === null) return null;
  return (
    <div className={styles.nowLine} style={{ '--at': at } as CSSProperties}>
      <span className={styles.nowLabel}>{t('calendar.now')}</span>
    </div>
  );
}

function Lane({ line, zone, label }: { line: Timeline; zone: string | null; label: string }) {
  const t = useT();
  const locale = useLocale();
  const englishLang = useEnglishTextLang();
  return (
    <ol className={styles.bars} aria-label={label} style={{ '--lanes': Math.max(line.lanes, 1) } as CSSProperties}>
      {line.bars.map((b) => {
        const start = instantTexts(t, locale, b.event.start, zone);
        const end = instantTexts(t, locale, b.event.end, zone);
        return (
          <li
            key={b.event.id}
            className={[styles.bar, kindClass(b.event.kind), b.event.estimated ? styles.estimated : ''].join(' ')}
            style={{ '--from': b.from, '--len': b.length, '--lane': b.lane } as CSSProperties}
          >
            <Link to={eventPath(b.event.id)} className={styles.barLink}>
              <Portraits units={b.event.rateUps} size={16} />
              <span className={styles.barName}>
                {b.event.estimated ? `${t('calendar.estimated')} ` : ''}
                <span lang={englishLang}>{b.event.name}</span>
              </span>
              <span className={styles.visuallyHidden}>
                {` ${t('calendar.barDetails', {
                  tags: eventTags(t, b.event).join(', '),
                  start: `${start.server}${start.player ? `, ${start.player}` : ''}`,
                  end: `${end.server}${end.player ? `, ${end.player}` : ''}`,
                })}`}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The month as a timeline: one bar per prayer on as few lanes as fit, the days marked, and a live
 * "now" line. Wide, time runs across and the month fits the width; on a phone it runs down the
 * page. Either way the page scrolls as usual: nothing here listens to the wheel or scrolls itself.
 */
export function TimelineView({ month, window, gridZone, zone, line, projected }: TimelineViewProps) {
  const t = useT();
  const length = window.to - window.from;
  const days = Array.from({ length: daysInMonth(month) }, (_, i) => {
    const key = dayKey(month.year, month.month, i + 1);
    return { key, day: i + 1, at: (startOfDay(key, gridZone) - window.from) / length };
  });
  return (
    <div className={styles.timeline}>
      <div className={styles.timelineBody} style={{ '--days': days.length } as CSSProperties}>
        <ol className={styles.ticks} aria-hidden="true">
          {days.map((d) => (
            <li key={d.key} style={{ '--at': d.at } as CSSProperties}>
              {d.day}
            </li>
          ))}
        </ol>
        <div className={styles.lanes}>
          <Lane line={line} zone={zone} label={t('calendar.prayersLane')} />
          {projected && projected.bars.length > 0 ? (
            <>
              <p className={styles.laneLabel}>{t('calendar.projectedLaneHeading')}</p>
              <Lane line={projected} zone={zone} label={t('calendar.projectedLane')} />
            </>
          ) : null}
          <NowLine window={window} />
        </div>
      </div>
    </div>
  );
}
