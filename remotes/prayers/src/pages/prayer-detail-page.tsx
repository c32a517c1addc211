import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from 'shared-ui/page/not-found-page';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { parsePositiveId } from '../ids/positive-id';
import { prayerDetailTitle } from '../prayer-pages';
import styles from './pages.module.css';

export default function PrayerDetailPage() {
  const id = parsePositiveId(useParams().id);
  // Prayer ids are positive integers; any other segment is not a page of this section.
  if (id === null) return <NotFoundPage />;
  return (
    <PageFrame title={prayerDetailTitle(id)}>
      <div className={styles.stack}>
        {/* Back to the prayer's card in the list (the list scrolls to the hash). */}
        <Link to={{ pathname: '..', hash: `#${id}` }} className={styles.backLink}>
          &lt; Prayer List
        </Link>
        <div className={styles.columns}>
          <PendingRegion label="Prayer image and schedule">Image, start and end dates, duration and countdown.</PendingRegion>
          <PendingRegion label="Rate-up characters and story cards" />
        </div>
        <PendingRegion label="Step-ups">Pull number, GC cost, guaranteed characters and multiplier per step.</PendingRegion>
        <section aria-labelledby="prayer-simulator-heading">
          <h2 id="prayer-simulator-heading" className={styles.groupHeading}>
            Prayer Simulator
          </h2>
          <PendingRegion label="Simulator and pool tables" />
        </section>
      </div>
    </PageFrame>
  );
}
