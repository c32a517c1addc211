import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { TOWER_REWARDS_TITLE, TOWER_TITLE } from '../tower-pages';
import styles from './pages.module.css';

export default function TowerRewardsPage() {
  return (
    <PageFrame title={TOWER_REWARDS_TITLE}>
      <div className={styles.stack}>
        {/* '..' is the tower route: this page is its child. */}
        <Link to=".." className={styles.backLink}>
          &lt; {TOWER_TITLE}
        </Link>
        <PendingRegion label="Reward items">Each item with the floors that give it and the quantity.</PendingRegion>
      </div>
    </PageFrame>
  );
}
