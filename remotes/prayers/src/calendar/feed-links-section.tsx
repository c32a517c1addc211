import { useSyncExternalStore } from 'react';
import { useT } from '../messages/catalogue';
import { feedLinks } from './feed-links';
import styles from './calendar.module.css';

const noSubscription = () => () => undefined;
const hostNow = () => `${window.location.protocol}//${window.location.host}`;
const noHost = () => null;

/**
 * The subscribable feeds (they exist already: server/calendar). Before the page's code runs the
 * links are the plain https files (which still download); after, webcal:// on the site's own host,
 * which opens the subscription in the device's calendar app.
 */
export function FeedLinks() {
  const t = useT();
  const origin = useSyncExternalStore(noSubscription, hostNow, noHost);
  const url = origin ? new URL(origin) : null;
  const links = feedLinks(url?.host ?? null, url?.protocol);
  return (
    <section aria-labelledby="calendar-feeds" className={styles.feeds}>
      <h2 id="calendar-feeds">{t('calendar.feedsHeading')}</h2>
      <p>{t('calendar.feedsIntro')}</p>
      <ul className={styles.feedList}>
        {links.map((l) => (
          <li key={l.feed}>
            <a href={l.webcal ?? l.https}>{t(l.label)}</a> <code className={styles.feedUrl}>{l.https}</code>
          </li>
        ))}
      </ul>
      <ul className={styles.howTo}>
        <li>
          <strong>{t('calendar.googleCalendar')}</strong> {t('calendar.googleHowTo')}
        </li>
        <li>
          <strong>{t('calendar.appleCalendar')}</strong> {t('calendar.appleHowTo')}
        </li>
        <li>
          <strong>{t('calendar.outlook')}</strong> {t('calendar.outlookHowTo')}
        </li>
      </ul>
    </section>
  );
}
