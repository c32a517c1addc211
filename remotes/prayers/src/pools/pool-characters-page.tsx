import { Link } from 'react-router-dom';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { DateText } from 'shared-ui/time/date-text';
import { useT } from '../messages/catalogue';
import { poolTitles, type Pool } from '../prayer-pages';
import { usePoolCharacters } from './pool-queries';
import styles from './pools.module.css';

/** The characters of the standard or the ritual pool (the index route of the pool). */
export default function PoolCharactersPage({ pool }: { pool: Pool }) {
  const t = useT();
  const result = usePoolCharacters(pool);
  return (
    <PageFrame
      title={t(poolTitles(pool).characters)}
      actions={
        <>
          <Link to="date-order">{t('pools.toDateOrder')}</Link>
          <Link to="info">{t('pools.simulatorLink')}</Link>
        </>
      }
    >
      <QueryView result={result} skeletonHeight={600} label={t('pools.loadingPool')}>
        {(data) => (
          <div className={styles.stack}>
            <p className={styles.countLine} role="status">
              {t('pools.count', { count: data.count })}
            </p>
            <p className={styles.muted}>
              {t('pools.lastUpdated')} <DateText value={data.lastUpdate} format="long" />
            </p>
            <ul className={styles.grid} aria-label={t('pools.charactersLabel')}>
              {data.content.map((unit) => (
                <li key={unit.id}>
                  <CharacterThumbnail unit={unit} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
