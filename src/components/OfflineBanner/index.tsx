/** Tells the reader they are offline (shown only while the browser is), since some pages may be unavailable. */
import React, { useSyncExternalStore } from 'react';
import styles from './styles.module.css';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

export default function OfflineBanner(): React.ReactNode {
  const offline = useIsOffline();
  return (
    <div role="status" className={styles.region}>
      {offline && (
        <p className={styles.banner}>You are offline. Pages you have read before, and the search, still work.</p>
      )}
    </div>
  );
}
