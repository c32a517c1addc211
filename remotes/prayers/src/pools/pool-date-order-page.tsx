import { Link } from 'react-router-dom';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../messages/catalogue';
import { poolTitles, type Pool } from '../prayer-pages';
import { usePoolBatches } from './pool-queries';
import styles from './pools.module.css';

/** The pool's characters in numbered batches by the date they joined it. */
export default function PoolDateOrderPage({ pool }: { pool: Pool }) {
  const t = useT();
  const result = usePoolBatches(pool);
  return (
    <PageFrame title={t(poolTitles(pool).dateOrder)} actions={<Link to="..">{t('pools.toUniverseOrder')}</Link>}>
      <QueryView result={result} skeletonHeight={800} label={t('pools.loadingBatches')} isEmpty={(d) => d.content.length === 0}>
        {(data) => (
          <ol className={styles.batches} aria-label={t('pools.batchesLabel')}>
            {data.content.map((batch) => (
              <li key={batch.no} className={styles.batch}>
                <h2 className={styles.batchHeading}>
                  #{batch.no}{' '}
                  <DateText
                    value={batch.date}
                    format="long"
                    mode={batch.dateMode}
                    fallback={t('pools.dateUnknown')}
                    className={styles.muted}
                  />
                </h2>
                <ul className={styles.grid}>
                  {batch.characters.map((unit) => (
                    <li key={unit.id}>
                      <CharacterThumbnail unit={unit} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </PageFrame>
  );
}
