import { Link } from 'react-router-dom';
import { useLinkedPath } from '../../routing/linked-pages';
import { formatNumber } from 'shared-domain/formatting/format-number';
import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { PrayerCard } from 'shared-ui/prayers/prayer-card';
import { useT } from '../../messages/catalogue';
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
  const t = useT();
  return (
    <div className={styles.prayerColumns}>
      <PrayerGroup id="ongoing-prayers" title={t('home.ongoingPrayers')} prayers={ongoing} empty={t('home.noOngoingPrayer')} />
      <PrayerGroup
        id="upcoming-prayers"
        title={t('home.upcomingPrayers')}
        prayers={upcoming.slice(0, HOME_UPCOMING_PRAYERS)}
        empty={t('home.noUpcomingPrayer')}
      />
      {prayerList && upcoming.length > HOME_UPCOMING_PRAYERS ? (
        <p className={styles.moreLink}>
          <Link to={prayerList}>{t('home.allUpcomingPrayers', { count: formatNumber(upcoming.length) })}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** `id` names the group's heading (`home-<id>`), the same in every language. */
function PrayerGroup({ id, title, prayers, empty }: { id: string; title: string; prayers: PrayerSummary[]; empty: string }) {
  return (
    <section aria-labelledby={`home-${id}`}>
      <h3 id={`home-${id}`} className={styles.sectionTitle}>
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
