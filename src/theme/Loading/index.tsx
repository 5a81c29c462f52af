/**
 * Replaces the route loading fallback: a content-shaped placeholder while a
 * page's chunks load, and "Error loading content." when they fail (after one
 * reload to recover from a stale deploy).
 */
import React, { useEffect } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import { isChunkLoadError, mayReload, reloadOnce } from '@site/src/utils/chunkRecovery';
import styles from './styles.module.css';

function Placeholder(): React.ReactNode {
  return (
    <div className={styles.placeholder} role="status" aria-label="Loading content">
      <div className={styles.title} />
      {[92, 100, 85, 96, 70].map((width, index) => (
        <div key={index} className={styles.line} style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export default function Loading({ error, retry, pastDelay }: Props): React.ReactNode {
  const recovering = Boolean(error) && isChunkLoadError(error) && typeof window !== 'undefined' && mayReload();
  useEffect(() => {
    if (recovering) reloadOnce();
  }, [recovering]);

  if (error && !recovering) {
    return (
      <div className={styles.error} role="alert">
        <p>Error loading content.</p>
        <button type="button" className="button button--secondary button--sm" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return pastDelay || recovering ? <Placeholder /> : null;
}
