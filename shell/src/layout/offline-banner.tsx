import { useSyncExternalStore } from 'react';
import { useT } from '../messages/catalogue';
import styles from './offline-banner.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOffline = () => !navigator.onLine;

/**
 * Says so when the site runs without a network (issue 13 item 9): what shows is the data last
 * seen, served by the service worker's caches.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  const t = useT();
  if (!offline) return null;
  return (
    <p className={styles.banner} role="status">
      {t('layout.offline')}
    </p>
  );
}
