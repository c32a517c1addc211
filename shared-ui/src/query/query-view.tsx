import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { pageHedgedRequests } from 'shared-domain/api/hedged-request';
import { useT } from 'shared-ui/messages/catalogue';
import { Button } from '../controls/button';
import { errorText } from './error-text';
import { useSlowAnswer } from './use-slow-answer';
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
  /** RTK's id of the request in flight: Retry on a slow answer sends that request again. */
  requestId?: string;
}

export interface QueryViewProps<T> {
  result: QueryViewResult<T>;
  /** Shown when the answer is empty (by default 'data is null'; 'tower detail data is null', …). */
  nullText?: string;
  /** The final height of what the data will fill (px or any CSS length): no layout shift when it arrives. */
  skeletonHeight: number | string;
  /** When the answer counts as empty; by default when it is null. */
  isEmpty?: (data: T) => boolean;
  /** Names what is loading, for assistive technology ("Loading prayer list"; by default "Loading"). */
  label?: string;
  children: (data: NonNullable<T>) => ReactNode;
}

const isNull = (data: unknown) => data === null;

/**
 * One way to render any query's states: a skeleton of the final size while loading (saying the
 * server is slow, with Retry, once the answer is long in coming), the server's message with Retry
 * on an error (details in the console), `nullText` for an empty answer, else the children with the data.
 */
export function QueryView<T>({ result, nullText, skeletonHeight, isEmpty = isNull, label, children }: QueryViewProps<T>) {
  const t = useT();
  const { error, isError, isFetching, refetch, requestId } = result;
  const failed = isError && !isFetching;
  // Data for other arguments is not shown while the current ones load (RTK keeps it in `data`).
  const data = failed ? undefined : result.currentData !== undefined ? result.currentData : isFetching ? undefined : result.data;
  const { slow, waitAgain } = useSlowAnswer(!failed && data === undefined, requestId);

  useEffect(() => {
    if (failed) console.error('[api] request failed:', error);
  }, [failed, error]);

  const box: CSSProperties = { minHeight: skeletonHeight };
  if (failed) {
    return (
      <div className={`${styles.box} ${styles.error}`} style={box} role="alert">
        <p className={styles.message}>{errorText(error, t)}</p>
        <Button onClick={() => void refetch()}>{t('query.retry')}</Button>
      </div>
    );
  }
  if (data === undefined) {
    // The request keeps going (a late answer still shows); Retry sends it once more as well. One
    // not in flight through the data layer is fetched again (RTK throws for a query never started).
    const retry = () => {
      waitAgain();
      if (requestId !== undefined && pageHedgedRequests().again(requestId)) return;
      try {
        void refetch();
      } catch (reason) {
        console.warn('[api] nothing to retry:', reason);
      }
    };
    return (
      <div
        className={`${styles.box} ${styles.skeleton}${slow ? ` ${styles.slow}` : ''}`}
        style={{ height: skeletonHeight }}
        role="status"
        aria-busy="true"
        data-query-skeleton=""
        data-slow-answer={slow ? '' : undefined}
      >
        <span className={styles.hidden}>{label ?? t('query.loading')}…</span>
        {slow ? (
          <div className={styles.slowPanel}>
            <p className={styles.slowText}>{t('query.slow')}</p>
            <Button onClick={retry}>{t('query.retry')}</Button>
          </div>
        ) : null}
      </div>
    );
  }
  if (data === null || isEmpty(data)) {
    return (
      <div className={`${styles.box} ${styles.empty}`} style={box}>
        <p className={styles.emptyText}>{nullText ?? t('query.empty')}</p>
      </div>
    );
  }
  return <>{children(data as NonNullable<T>)}</>;
}
