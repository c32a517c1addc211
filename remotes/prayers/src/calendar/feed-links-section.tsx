import { useSyncExternalStore } from 'react';
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
  const origin = useSyncExternalStore(noSubscription, hostNow, noHost);
  const url = origin ? new URL(origin) : null;
  const links = feedLinks(url?.host ?? null, url?.protocol);
  return (
    <section aria-labelledby="calendar-feeds" className={styles.feeds}>
      <h2 id="calendar-feeds">Subscribe in your calendar app</h2>
      <p>Each feed holds the prayers on now and those that ended in the last 30 days; this page keeps the rest.</p>
      <ul className={styles.feedList}>
        {links.map((l) => (
          <li key={l.feed}>
            <a href={l.webcal ?? l.https}>{l.label}</a> <code className={styles.feedUrl}>{l.https}</code>
          </li>
        ))}
      </ul>
      <ul className={styles.howTo}>
        <li>
          <strong>Google Calendar:</strong> Other calendars → + → From URL, and paste the https address (not the webcal one).
        </li>
        <li>
          <strong>Apple Calendar:</strong> open a webcal link above on your iPhone or Mac and choose Subscribe.
        </li>
        <li>
          <strong>Outlook:</strong> Add calendar → Subscribe from web, and paste the https address.
        </li>
      </ul>
    </section>
  );
}
