import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { errorMessage } from 'shared-domain/api/error-message';
import { Button } from '../controls/button';
import styles from './query-view.module.css';

/** The part of an RTK Query hook result QueryView reads (any `use…Query()` result fits). */
export interface QueryViewResult<T> {
  data?: T;
  /** The data for the current arguments (undefined while other arguments load). */
  currentData?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  result: QueryViewResult<T>;
  /** Shown when the answer is empty (spec section 8: 'data is null', 'tower detail data is null', …). */
  nullText?: string;
  /** The final height of what the data will fill (px or any CSS length): no layout shift when it arrives. */
  skeletonHeight: number | string;
  /** When the answer counts as empty; by default when it is null. */
  isEmpty?: (data: T) => boolean;
  /** Names what is loading, for assistive technology ("Loading prayer list"). */
  label?: string;
  children: (data: NonNullable<T>) => ReactNode;
}

const isNull = (data: unknown) => data === null;

/**
 * One way to render any query's states: a skeleton of the final size while loading, the server's
 * message with Retry on an error (details in the console), `nullText` for an empty answer, else the
 * children with the data.
 */
export function QueryView<T>({ result, nullText = 'data is null', skeletonHeight, isEmpty = isNull, label = 'Loading', children }: QueryViewProps<T>) {
  const { error, isError, isFetching, refetch } = result;
  const failed = isError && !isFetching;

  useEffect(() => {
    if (failed) console.error('[api] request failed:', error);
  }, [failed, error]);

  const box: CSSProperties = { minHeight: skeletonHeight };
  if (failed) {
    return (
      <div className={`${styles.box} ${styles.error}`} style={box} role="alert">
        <p className={styles.message}>{errorMessage(error)}</p>
        <Button onClick={() => void refetch()}>Retry</Button>
      </div>
    );
  }
  // Data for other arguments is not shown while the current ones load (RTK keeps it in `data`).
  const data = result.currentData !== undefined ? result.currentData : isFetching ? undefined : result.data;
  if (data === undefined) {
    return (
      <div className={`${styles.box} ${styles.skeleton}`} style={{ height: skeletonHeight }} role="status" aria-busy="true" data-query-skeleton="">
        <span className={styles.hidden}>{label}…</span>
      </div>
    );
  }
  if (data === null || isEmpty(data)) {
    return (
      <div className={`${styles.box} ${styles.empty}`} style={box}>
        <p className={styles.emptyText}>{nullText}</p>
      </div>
    );
  }
  return <>{children(data as NonNullable<T>)}</>;
}
