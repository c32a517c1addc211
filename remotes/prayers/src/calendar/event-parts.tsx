import { SPOILER_LABEL, SPOILER_MASK } from 'shared-ui/characters/character-name';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { useT, type Translate } from '../messages/catalogue';
import { instantTexts } from './event-times';
import { EVENT_KIND_LABELS, type EventKind, type RateUpUnit, type ScheduleEvent } from './schedule-model';
import styles from './calendar.module.css';

/** The chip and bar colour of a kind (tokens in calendar.module.css). */
export const kindClass = (kind: EventKind): string => styles[`kind-${kind}`] ?? '';

export { eventPath } from './event-path';

/** One instant: server time, then the player's zone on its own line when it differs. */
export function InstantText({ ms, zone }: { ms: number; zone: string | null }) {
  const texts = instantTexts(useT(), useLocale(), ms, zone);
  return (
    <span className={styles.instant}>
      <time dateTime={texts.iso}>{texts.server}</time>
      {texts.player ? (
        <>
          <br />
          <time dateTime={texts.iso} className={styles.playerTime}>
            {texts.player}
          </time>
        </>
      ) : null}
    </span>
  );
}

/** The event's start and end, each in both zones, as a small description list. */
export function EventTimes({ event, zone }: { event: ScheduleEvent; zone: string | null }) {
  const t = useT();
  return (
    <dl className={styles.times}>
      <dt>{t('calendar.starts')}</dt>
      <dd>
        <InstantText ms={event.start} zone={zone} />
      </dd>
      <dt>{t('calendar.ends')}</dt>
      <dd>
        <InstantText ms={event.end} zone={zone} />
      </dd>
    </dl>
  );
}

/** Rate-up portraits (the site's own SVGs); a unit the spoiler rule hides is its safe picture and '?'. */
export function Portraits({ units, size = 20 }: { units: readonly RateUpUnit[]; size?: number }) {
  const drawn = units.filter((u) => u.img !== '');
  if (drawn.length === 0) return null;
  return (
    <span className={styles.portraits}>
      {drawn.slice(0, 4).map((u) => (
        <img
          key={u.character}
          src={u.img}
          alt={u.name ?? `${SPOILER_MASK} ${SPOILER_LABEL}`}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      ))}
    </span>
  );
}

/** The words that say what an event is, for a label: kind, rerun, estimated. */
export function eventTags(t: Translate, event: ScheduleEvent): string[] {
  return [
    t(EVENT_KIND_LABELS[event.kind]),
    ...(event.rerun ? [t('calendar.tagRerun')] : []),
    ...(event.estimated ? [t('calendar.tagEstimated')] : []),
  ];
}

/** The rate-ups in words ('Clownpiece, Seija Kijin'), '?' for a hidden unit. */
export const rateUpWords = (units: readonly RateUpUnit[]): string => units.map((u) => u.name ?? SPOILER_MASK).join(', ');
