import { Suspense, type ReactNode } from 'react';
import styles from './page-suspense.module.css';

/**
 * The boundary around each lazily loaded page of a remote. The fallback has no heading on purpose:
 * a page shows exactly one `<h1>`, its own, once its chunk has arrived.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status" aria-live="polite">
          Loading page…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
