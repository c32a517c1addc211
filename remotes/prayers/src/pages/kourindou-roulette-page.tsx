import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { ROULETTE_TITLE } from '../prayer-pages';
import styles from './pages.module.css';

export default function KourindouRoulettePage() {
  return (
    <PageFrame title={ROULETTE_TITLE}>
      <div className={styles.stack}>
        <PendingRegion label="Roulette counts">Characters per type, the total and the roulette update time.</PendingRegion>
        <PendingRegion label="Roulette characters" />
      </div>
    </PageFrame>
  );
}
