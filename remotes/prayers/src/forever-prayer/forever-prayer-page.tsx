import { Link, useSearchParams } from 'react-router-dom';
import { useForeverPrayerListQuery, useForeverPrayerQuery } from 'shared-ui/api/characters-api';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { parsePositiveId } from '../ids/positive-id';
import { FOREVER_PRAYER_LIST_SEARCH, foreverPrayerTitle } from '../prayer-pages';
import { ForeverPrayerView } from './forever-prayer-view';
import styles from './forever-prayer.module.css';

/** The forever prayer named by the optional query id (no id: the current one, else the latest). */
export default function ForeverPrayerPage() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const id = parsePositiveId(raw);
  return (
    <PageFrame title={foreverPrayerTitle(id)}>
      <Link to={{ pathname: '..', search: FOREVER_PRAYER_LIST_SEARCH }} className={styles.backLink}>
        &lt; Forever Prayer List
      </Link>
      {raw !== null && id === null ? (
        <p role="alert" className={styles.notice}>
          &quot;{raw}&quot; is not a forever prayer id; showing the current forever prayer.
        </p>
      ) : null}
      {id === null ? <CurrentForeverPrayer /> : <ForeverPrayerById id={id} />}
    </PageFrame>
  );
}

function ForeverPrayerById({ id }: { id: number }) {
  const result = useForeverPrayerQuery({ id });
  return (
    <QueryView result={result} skeletonHeight={900} label="Loading the forever prayer">
      {(data) => <ForeverPrayerView key={data.content.head.id} prayer={data.content} />}
    </QueryView>
  );
}

function CurrentForeverPrayer() {
  const list = useForeverPrayerListQuery();
  return (
    <QueryView result={list} skeletonHeight={900} label="Loading the forever prayers" isEmpty={(d) => d.content.length === 0}>
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
