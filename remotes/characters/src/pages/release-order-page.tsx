import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';
import styles from './pages.module.css';

export default function ReleaseOrderPage() {
  return (
    <PageFrame title={CHARACTER_PAGES['release-order'].title}>
      <div className={styles.stack}>
        <PendingRegion label="Release filters">Filters by prayer type and by rebirth.</PendingRegion>
        <PendingRegion label="Characters in release order">Released characters with their debut dates.</PendingRegion>
      </div>
    </PageFrame>
  );
}
