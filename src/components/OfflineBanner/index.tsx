/**
 * Tells the reader they are offline, since some pages may be unavailable. Only when the site itself cannot be
 * reached: `navigator.onLine` false means no network interface is up, and the site may still answer (served from
 * this machine, or where other hosts are blocked), so a request to the site confirms it first.
 */
import React, { useEffect, useState } from 'react';
import styles from './styles.module.css';

/** Whether the site answers a request that goes to it, not to the offline worker (which answers only GET). */
async function siteAnswers(): Promise<boolean> {
  try {
    await fetch(`${window.location.origin}/`, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export function useIsOffline(): boolean {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let latest = 0;
    let active = true;
    const check = async () => {
      const run = ++latest;
      const result = navigator.onLine ? false : !(await siteAnswers());
      if (active && run === latest) setOffline(result);
    };
    void check();
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      active = false;
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, []);
  return offline;
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
