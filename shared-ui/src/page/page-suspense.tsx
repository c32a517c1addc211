import { Suspense, useEffect, type ReactNode } from 'react';
import { forgetServerRenderedSection } from 'shared-domain/federation/server-rendered-section';
import { useT } from 'shared-ui/messages/catalogue';
import styles from './page-suspense.module.css';

/**
 * The boundary around each lazily loaded page of a remote. The fallback has no heading on purpose:
 * a page shows exactly one `<h1>`, its own, once its chunk has arrived.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status" aria-live="polite">
          {t('page.loading')}
        </div>
      }
    >
      {children}
      <PageHydrated />
    </Suspense>
  );
}

/**
 * Says the page has hydrated: its effects ran before this one (it follows the page in the same
 * boundary, which React hydrates after the section's own).
 */
function PageHydrated() {
  useEffect(() => forgetServerRenderedSection(), []);
  return null;
}
