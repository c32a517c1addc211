import { lazy, Suspense } from 'react';
import { selectCollection, selectCollectionStatus } from 'shared-domain/collection/collection-slice';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useAfterHydration } from 'shared-ui/hooks/use-collection';
import styles from './home-collection.module.css';

const HomeCollectionBody = lazy(() => import(/* webpackChunkName: "home-collection" */ './home-collection-body'));

/**
 * The home page's collection summary. The server has no collection: it renders the block empty at
 * its reserved height, and the summary fills it once the page has hydrated and the collection is read.
 * `data-owned` marks it, like every owned count, as the player's own marks rather than the page's data.
 */
export function HomeCollection() {
  const collection = useAppSelector(selectCollection);
  const jpContent = useAppSelector(selectJpContent);
  const ready = useAfterHydration((s) => selectCollectionStatus(s) !== 'loading', false);
  return (
    <section
      className={styles.block}
      aria-labelledby="home-collection"
      aria-busy={!ready || undefined}
      data-owned=""
      data-testid="home-collection"
    >
      <h2 id="home-collection" className={styles.title}>
        My collection
      </h2>
      {ready ? (
        <Suspense fallback={null}>
          <HomeCollectionBody collection={collection} jpContent={jpContent} />
        </Suspense>
      ) : null}
    </section>
  );
}
