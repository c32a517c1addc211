import { collectionProblem, selectCollectionProblem } from 'shared-domain/collection/collection-slice';
import { useAppDispatch, useAppSelector } from 'shared-ui/hooks/store-hooks';
import styles from './collection-notice.module.css';

/**
 * Says when the collection cannot be stored (IndexedDB unavailable, quota full). Fixed over the
 * page, so it never moves the layout; it only ever appears after hydration (the server has no problem to show).
 */
export function CollectionNotice() {
  const problem = useAppSelector(selectCollectionProblem);
  const dispatch = useAppDispatch();
  if (!problem) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="collection-notice">
      <p className={styles.text}>{problem}</p>
      <button type="button" className={styles.dismiss} onClick={() => dispatch(collectionProblem(null))}>
        OK
      </button>
    </div>
  );
}
