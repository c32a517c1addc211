import { Link } from 'react-router-dom';
import { useLinkedPath } from '../../routing/linked-pages';
import { formatNumber } from 'shared-domain/formatting/format-number';
import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { PrayerCard } from 'shared-ui/prayers/prayer-card';
import styles from './home.module.css';

/** Prayers move from upcoming to ongoing to gone as their times pass, without a reload. */
const LIST_TICK_MS = 1000;
/** The home page shows the next few upcoming prayers; the prayer list has them all. */
export const HOME_UPCOMING_PRAYERS = 4;

export function splitPrayers(prayers: readonly PrayerSummary[], now: number) {
  const ongoing: PrayerSummary[] = [];
  const upcoming: PrayerSummary[] = [];
  for (const p of prayers) {
    if (now < Date.parse(p.start)) upcoming.push(p);
    else if (now < Date.parse(p.end)) ongoing.push(p);
  }
  return { ongoing, upcoming };
}

export function HomePrayers({ prayers }: { prayers: readonly PrayerSummary[] }) {
  // The list changes only when a prayer starts or ends: no re-render of every card between.
  const now = useClockPassed(
    LIST_TICK_MS,
    prayers.flatMap((p) => [Date.parse(p.start), Date.parse(p.end)]),
  );
  const { ongoing, upcoming } = splitPrayers(prayers, now);
  const prayerList = useLinkedPath('home-prayers');
  return (
    <div className={styles.prayerColumns}>
      <PrayerGroup title="Ongoing prayers" prayers={ongoing} empty="No prayer is running right now." />
      <PrayerGroup title="Upcoming prayers" prayers={upcoming.slice(0, HOME_UPCOMING_PRAYERS)} empty="No upcoming prayer announced." />
      {prayerList && upcoming.length > HOME_UPCOMING_PRAYERS ? (
        <p className={styles.moreLink}>
          <Link to={prayerList}>All {formatNumber(upcoming.length)} upcoming prayers in the Prayer Tracker &gt;&gt;</Link>
        </p>
      ) : null}
    </div>
  );
}

function PrayerGroup({ title, prayers, empty }: { title: string; prayers: PrayerSummary[]; empty: string }) {
  const id = `home-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {prayers.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.prayerList}>
          {prayers.map((p) => (
            <li key={p.id}>
              <PrayerCard prayer={p} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
