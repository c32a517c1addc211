import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { poolTitles, type Pool } from '../prayer-pages';
import styles from './pages.module.css';

/** Pull simulator and pool tables of the standard or the ritual pool. */
export default function PoolSimulatorPage({ pool }: { pool: Pool }) {
  return (
    <PageFrame title={poolTitles(pool).simulator}>
      <div className={styles.stack}>
        <PendingRegion label="Prayer Simulator">Single and multi pulls with their results.</PendingRegion>
        <PendingRegion label="Pool tables">Characters and story cards with their SC and GC chances.</PendingRegion>
      </div>
    </PageFrame>
  );
}
