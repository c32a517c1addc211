import { Link, useParams } from 'react-router-dom';
import { usePrayerDetailQuery } from '../prayers-api';
import { NotFoundPage } from 'shared-ui/page/not-found-page';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { parsePositiveId } from '../ids/positive-id';
import { isNoSuchPrayer } from './no-such-prayer';
import { useT } from '../messages/catalogue';
import { prayerDetailTitle } from '../prayer-pages';
import { PrayerDetailView, PrayerTypeNumber } from './prayer-detail-view';
import styles from './prayer-detail.module.css';

export default function PrayerDetailPage() {
  const id = parsePositiveId(useParams().id);
  // Prayer ids are positive integers; any other segment is not a page of this section.
  if (id === null) return <NotFoundPage />;
  return <PrayerDetailById id={id} />;
}

function PrayerDetailById({ id }: { id: number }) {
  const t = useT();
  const result = usePrayerDetailQuery({ id });
  const prayer = result.currentData?.content;
  // An id the content does not have is a page that does not exist: the 404 page, with its status.
  if (isNoSuchPrayer(result.error)) return <NotFoundPage />;
  return (
    <PageFrame title={prayerDetailTitle(t, prayer?.name)} titleNote={prayer ? <PrayerTypeNumber prayer={prayer} /> : null}>
      {/* Back to the prayer's card in the list (the list scrolls to the hash). */}
      <Link to={{ pathname: '..', hash: `#${id}` }} className={styles.backLink}>
        {t('prayerDetail.backToList')}
      </Link>
      <QueryView result={result} skeletonHeight={900} label={t('prayerDetail.loading')}>
        {(data) => <PrayerDetailView key={data.content.id} prayer={data.content} calendarLink />}
      </QueryView>
    </PageFrame>
  );
}
