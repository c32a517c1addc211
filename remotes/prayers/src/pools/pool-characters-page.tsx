import { Link } from 'react-router-dom';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { DateText } from 'shared-ui/time/date-text';
import { poolTitles, type Pool } from '../prayer-pages';
import { usePoolCharacters } from './pool-queries';
import styles from './pools.module.css';

/** The characters of the standard or the ritual pool (the index route of the pool). */
export default function PoolCharactersPage({ pool }: { pool: Pool }) {
  const result = usePoolCharacters(pool);
  return (
    <PageFrame
      title={poolTitles(pool).characters}
      actions={
        <>
          <Link to="date-order">To order by date</Link>
          <Link to="info">Simulator</Link>
        </>
      }
    >
      <QueryView result={result} skeletonHeight={600} label="Loading the pool">
        {(data) => (
          <div className={styles.stack}>
            <p className={styles.countLine} role="status">
              {data.count} characters in the pool
            </p>
            <p className={styles.muted}>
              Last updated: <DateText value={data.lastUpdate} format="long" />
            </p>
            <ul className={styles.grid} aria-label="Pool characters">
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
