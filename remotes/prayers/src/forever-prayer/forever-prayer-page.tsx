import { Link, useSearchParams } from 'react-router-dom';
import { useForeverPrayerListQuery, useForeverPrayerQuery } from 'shared-ui/api/characters-api';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { parsePositiveId } from '../ids/positive-id';
import { useT } from '../messages/catalogue';
import { FOREVER_PRAYER_LIST_SEARCH, foreverPrayerTitle } from '../prayer-pages';
import { ForeverPrayerView } from './forever-prayer-view';
import styles from './forever-prayer.module.css';

/** The forever prayer named by the optional query id (no id: the current one, else the latest). */
export default function ForeverPrayerPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const id = parsePositiveId(raw);
  return (
    <PageFrame title={foreverPrayerTitle(t, id)}>
      <Link to={{ pathname: '..', search: FOREVER_PRAYER_LIST_SEARCH }} className={styles.backLink}>
        {t('foreverPrayer.backToList')}
      </Link>
      {raw !== null && id === null ? (
        <p role="alert" className={styles.notice}>
          {t('foreverPrayer.badId', { raw })}
        </p>
      ) : null}
      {id === null ? <CurrentForeverPrayer /> : <ForeverPrayerById id={id} />}
    </PageFrame>
  );
}

function ForeverPrayerById({ id }: { id: number }) {
  const t = useT();
  const result = useForeverPrayerQuery({ id });
  return (
    <QueryView result={result} skeletonHeight={900} label={t('foreverPrayer.loading')}>
      {(data) => <ForeverPrayerView key={data.content.head.id} prayer={data.content} />}
    </QueryView>
  );
}

function CurrentForeverPrayer() {
  const t = useT();
  const list = useForeverPrayerListQuery();
  return (
    <QueryView result={list} skeletonHeight={900} label={t('foreverPrayer.loadingList')} isEmpty={(d) => d.content.length === 0}>
      {(data) => {
        const now = Date.now();
        const ongoing = data.content.find((p) => Date.parse(p.start) <= now && now < Date.parse(p.end));
        const latest = [...data.content].sort((a, b) => Date.parse(b.start) - Date.parse(a.start))[0];
        const chosen = ongoing ?? latest;
        return chosen ? <ForeverPrayerById id={chosen.id} /> : null;
      }}
    </QueryView>
  );
}
