import { useSearchParams } from 'react-router-dom';
import { PageFrame } from 'shared-ui/page/page-frame';
import { PendingRegion } from 'shared-ui/page/pending-region';
import { CHARACTER_PAGES } from '../character-pages';
import { parseUniverseQuery } from '../universe/universe-query';
import styles from './pages.module.css';

export default function UniverseTrackerPage() {
  const [searchParams] = useSearchParams();
  const universe = parseUniverseQuery(searchParams.get('universe'));
  return (
    <PageFrame title={CHARACTER_PAGES['universe-tracker'].title} lead={`Universe ${universe}`}>
      <div className={styles.stack}>
        <PendingRegion label="Universe picker">The list of universes to choose from.</PendingRegion>
        <PendingRegion label={`Characters of universe ${universe}`}>The characters of this universe.</PendingRegion>
      </div>
    </PageFrame>
  );
}
