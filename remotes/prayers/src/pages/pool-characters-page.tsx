import { Link } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { poolTitles, type Pool } from '../prayer-pages';
import styles from './pages.module.css';

/** The characters of the standard or the ritual pool (the index route of the pool). */
export default function PoolCharactersPage({ pool }: { pool: Pool }) {
  return (
    <PageFrame title={poolTitles(pool).characters} actions={<Link to="date-order">To order by date</Link>}>
      <div className={styles.stack}>
        <p className={styles.countLine} role="status" aria-live="polite">
          No characters loaded yet.
        </p>
        <PendingRegion label="Last update">When the pool last changed.</PendingRegion>
        <PendingRegion label="Pool characters">Character thumbnails, by universe.</PendingRegion>
      </div>
    </PageFrame>
  );
}
