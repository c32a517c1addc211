import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { wholeDays, type RerunHistory } from 'shared-domain/prayers/reruns';
import type { FeaturingPrayerView } from 'shared-domain/schemas/api/characters';
import { DateText } from 'shared-ui/time/date-text';
import { useT, type T } from '../messages/catalogue';
import { daysAgoText, featuredCountText } from './character-detail-rules';
import styles from './character-view.module.css';

/** The modal's rerun facts at `now`: how many prayers featured the unit and when the latest started. */
export function featuredRows(history: RerunHistory<FeaturingPrayerView>, now: number, t: T): [string, ReactNode][] {
  const last = history.lastFeatured;
  return [
    [t('characterDetail.featuredIn'), featuredCountText(history.prayers.length, t)],
    [
      t('characterDetail.lastFeatured'),
      last === null ? (
        t('characterDetail.never')
      ) : (
        <span key="last" data-testid="last-featured">
          <DateText value={last} format="long" /> ({daysAgoText(wholeDays(last, now), t)}
          {history.ongoing ? t('characterDetail.onNow') : ''})
        </span>
      ),
    ],
  ];
}

/** A prayer's page: the site's router when the body has one around it, else a plain link (the same address). */
function PrayerLink({ id, name }: { id: number; name: string }) {
  const href = `/prayers/info/${id}`;
  return useInRouterContext() ? <Link to={href}>{name}</Link> : <a href={href}>{name}</a>;
}

/**
 * The prayers that featured the unit, newest first, each a link to its page. Folded in a
 * <details> (open and shut without scripts): a unit with twenty prayers would push the links
 * below off a phone's screen.
 */
export function FeaturedPrayers({ history, name }: { history: RerunHistory<FeaturingPrayerView>; name: string }) {
  const t = useT();
  if (history.prayers.length === 0) return null;
  return (
    <details className={styles.featured}>
      <summary>{t('characterDetail.featuringPrayers', { name, count: history.prayers.length })}</summary>
      <ol className={styles.featuredList} reversed>
        {[...history.prayers].reverse().map((p) => (
          <li key={p.id}>
            <PrayerLink id={p.id} name={p.name} />{' '}
            <span className={styles.featuredDate}>
              <DateText value={p.start} format="short" />
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
