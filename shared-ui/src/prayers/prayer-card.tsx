import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { displayNameParts } from 'shared-domain/characters/display-name';
import { rateUpFacts } from 'shared-domain/characters/spoilers';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { formatDaysHours } from 'shared-domain/formatting/time-split';
import { cutRateUps, prayerCardView } from 'shared-domain/prayers/prayer-card-model';
import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';
import type { ClockTick } from 'shared-domain/time/clock';
import { CharacterName, useNamedCharacter } from '../characters/character-name';
import { useNameSettings } from '../hooks/use-name-settings';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { useEnglishTextLang, useLocale } from 'shared-ui/i18n/locale-context';
import { useT } from 'shared-ui/messages/catalogue';
import { CharacterLink } from '../characters/character-link';
import { TypeIcon } from '../icons/type-icon';
import { Countdown } from '../time/countdown';
import { DateText } from '../time/date-text';
import styles from './prayer-card.module.css';

type RateUpCharacter = PrayerSummary['rateUp']['characters'][number];

export interface PrayerCardProps {
  prayer: PrayerSummary;
  /** The home page's small cards: smaller image and portraits, compact dates. */
  compact?: boolean;
  /** The title's heading level within the page (default h3). */
  headingLevel?: 2 | 3 | 4;
  /** The countdown's tick (100 ms on the home page). */
  tickMs?: ClockTick;
  className?: string;
  /** A card the page shows first: its image loads at once, ahead of the rest, instead of lazily. */
  priority?: boolean;
}

export const prayerInfoPath = (id: number) => `/prayers/info/${id}`;

function RateUpEntry({ unit, compact }: { unit: RateUpCharacter; compact: boolean }) {
  const t = useT();
  const names = useNameSettings();
  // The one spoiler rule: a rate-up hidden here is hidden in its modal too, and named in both otherwise.
  const named = useNamedCharacter(rateUpFacts(unit));
  const parts = named
    ? displayNameParts(
        { name: { en: unit.name, translit: unit.translit, jp: unit.thumbnail?.name?.jp }, universe: unit.universe, title: null },
        names,
      )
    : [];
  const name = parts.map((p) => p.text).join('');
  const img = named ? unit.img : (unit.thumbnail?.spoilerSafeThumbnail ?? unit.img);
  return (
    <li>
      <CharacterLink id={unit.character} className={styles.rateUp} title={named ? name : undefined}>
        <span className={compact ? `${styles.portrait} ${styles.portraitSmall}` : styles.portrait}>
          <img src={img} alt="" width={56} height={56} loading="lazy" decoding="async" />
          {named ? (
            <span className={styles.typeIcon}>
              <TypeIcon type={unit.type} coloured size={16} decorative />
            </span>
          ) : null}
        </span>
        <CharacterName named={named} name={parts} className={styles.rateUpName} />
        {unit.isNew ? <span className={styles.newMark}>{t('prayers.new')}</span> : null}
      </CharacterLink>
    </li>
  );
}

/**
 * A prayer as the home page and the prayer list show it: image, 'Prayer #n', dates, duration,
 * pull limit, live status with a countdown (upcoming / ongoing), and up to 10 rate-up characters.
 * The title and image link to the prayer's page.
 */
export function PrayerCard({ prayer, compact = false, headingLevel = 3, tickMs = 1000, className, priority = false }: PrayerCardProps) {
  const t = useT();
  const locale = useLocale();
  // A prayer's name has no Japanese in the content: English, marked as such on a Japanese page.
  const englishLang = useEnglishTextLang();
  const titleId = useId();
  // An ended prayer stays ended: only live ones follow the clock.
  const [endedAtMount] = useState(() => Date.parse(prayer.end) <= Date.now());
  // The card changes at its start and end only (the countdown ticks on its own): no re-render between.
  const now = useClockPassed(1000, [Date.parse(prayer.start), Date.parse(prayer.end)], !endedAtMount);
  // The view's phase, countdown and whether there is a pull limit; its English labels are said here in the page's language.
  const view = prayerCardView(prayer, now);
  const upcoming = view.phase === 'upcoming';
  const { shown, more } = cutRateUps(prayer.rateUp.characters);
  const Heading = `h${headingLevel}` as const;
  const href = prayerInfoPath(prayer.id);
  const dateFormat = compact ? 'compact-prayer' : 'prayer';

  return (
    <article
      className={[styles.card, compact && styles.compact, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-phase={view.phase}
    >
      <Link to={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={prayer.image.img}
          alt=""
          width={640}
          height={280}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.number}>{t('prayers.number', { number: prayer.typeNo })}</p>
        <Heading id={titleId} className={styles.title}>
          <Link to={href} lang={englishLang}>
            {prayer.name}
          </Link>
        </Heading>
        {view.countdownLabel && view.countdownTo !== null ? (
          <p className={styles.status} data-phase={view.phase}>
            <span className={styles.badge}>{t(upcoming ? 'prayers.upcoming' : 'prayers.ongoing')}</span>{' '}
            {t(upcoming ? 'prayers.startsIn' : 'prayers.endsIn')} <Countdown to={view.countdownTo} tickMs={tickMs} />
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t('prayers.start')}</dt>
            <dd>
              <DateText value={prayer.start} format={dateFormat} />
            </dd>
          </div>
          <div>
            <dt>{t('prayers.end')}</dt>
            <dd>
              <DateText value={prayer.end} format={dateFormat} />
            </dd>
          </div>
          <div>
            <dt>{t('prayers.duration')}</dt>
            <dd>{formatDaysHours(prayer.duration, locale)}</dd>
          </div>
        </dl>
        {view.maxLabel ? <p className={styles.max}>{t('prayers.maxPulls', { count: prayer.max ?? 0 })}</p> : null}
        {shown.length > 0 ? (
          <ul className={styles.rateUps} aria-label={t('prayers.rateUps')}>
            {shown.map((unit) => (
              <RateUpEntry key={unit.character} unit={unit} compact={compact} />
            ))}
            {more > 0 ? <li className={styles.more}>{t('prayers.moreRateUps', { count: formatNumber(more, locale) })}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
