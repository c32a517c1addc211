import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { PrayerDetailView } from '../prayer-detail/prayer-detail-view';
import { useT } from '../messages/catalogue';
import { poolTitles, type Pool } from '../prayer-pages';
import { usePoolPrayer } from './pool-queries';

/** Pull simulator and pool tables of the standard or the ritual pool (no link back to the list). */
export default function PoolSimulatorPage({ pool }: { pool: Pool }) {
  const t = useT();
  const result = usePoolPrayer(pool);
  return (
    <PageFrame title={t(poolTitles(pool).simulator)} actions={<Link to="..">{t('pools.charactersLink')}</Link>}>
      <QueryView result={result} skeletonHeight={900} label={t('pools.loadingPrayer')}>
        {(data) => <PrayerDetailView key={data.content.id} prayer={data.content} />}
      </QueryView>
    </PageFrame>
  );
}
