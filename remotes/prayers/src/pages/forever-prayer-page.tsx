import { Link, useSearchParams } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { parsePositiveId } from '../ids/positive-id';
import { FOREVER_PRAYER_LIST_SEARCH, foreverPrayerTitle } from '../prayer-pages';
import styles from './pages.module.css';

/** The forever prayer named by the optional query id (no id: the current one). */
export default function ForeverPrayerPage() {
  const [searchParams] = useSearchParams();
  const id = parsePositiveId(searchParams.get('id'));
  return (
    <PageFrame title={foreverPrayerTitle(id)}>
      <div className={styles.stack}>
        <Link to={{ pathname: '..', search: FOREVER_PRAYER_LIST_SEARCH }} className={styles.backLink}>
          &lt; Forever Prayer List
        </Link>
        <div className={styles.columns}>
          <div className={styles.stack}>
            <PendingRegion label="Forever prayer summary">Total, counts per rarity and the date range.</PendingRegion>
            <PendingRegion label="Character filter and chance mode">Show and select filters; the days the chance covers.</PendingRegion>
          </div>
          <PendingRegion label="Forever prayer characters">Click to select a character; right click for its details.</PendingRegion>
        </div>
        <section aria-labelledby="forever-notes-heading">
          <h2 id="forever-notes-heading" className={styles.groupHeading}>
            Generated Notes
          </h2>
          <PendingRegion label="Notes">Maximum praying attempts and the rate per rarity.</PendingRegion>
        </section>
      </div>
    </PageFrame>
  );
}
