import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { PrayerDetailView } from '../prayer-detail/prayer-detail-view';
import { poolTitles, type Pool } from '../prayer-pages';
import { usePoolPrayer } from './pool-queries';

/** Pull simulator and pool tables of the standard or the ritual pool (no link back to the list). */
export default function PoolSimulatorPage({ pool }: { pool: Pool }) {
  const result = usePoolPrayer(pool);
  return (
    <PageFrame title={poolTitles(pool).simulator} actions={<Link to="..">Characters</Link>}>
      <QueryView result={result} skeletonHeight={900} label="Loading the pool's prayer">
        {(data) => <PrayerDetailView key={data.content.id} prayer={data.content} />}
      </QueryView>
    </PageFrame>
  );
}
