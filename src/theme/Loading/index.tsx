/**
 * Replaces the route loading fallback: a content-shaped placeholder while a
 * page's chunks load, and "Error loading content." when they fail (after one
 * reload to recover from a stale deploy, and with a notice offering a reload
 * past the offline worker when a chunk is gone for good).
 */
import React, { useEffect } from 'react';
import type { LoadingComponentProps as Props } from 'react-loadable';
import { isChunkLoadError, mayReload, recoverFromChunkError } from '@site/src/utils/chunkRecovery';
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
  const chunkFailed = Boolean(error) && isChunkLoadError(error);
  const recovering = chunkFailed && typeof window !== 'undefined' && mayReload();
  useEffect(() => {
    if (chunkFailed) recoverFromChunkError();
  }, [chunkFailed]);

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
