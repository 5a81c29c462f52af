/**
 * Shown when part of the page cannot load even after the one automatic reload
 * (a chunk of an older deploy that is gone for good): says what happened and
 * offers a reload that goes past the offline worker, to the site itself.
 */
import React, { useState } from 'react';
import styles from './styles.module.css';

type Props = { onReload: () => void };

export default function StaleDeployNotice({ onReload }: Props): React.ReactNode {
  const [reloading, setReloading] = useState(false);
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.text}>
        <strong>Part of this page could not be loaded.</strong> The site has been updated since this copy of it was
        saved. Reloading from the site itself should fix it.
      </p>
      <button
        type="button"
        className="button button--primary button--sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {reloading ? 'Reloading…' : 'Reload from the site'}
      </button>
    </div>
  );
}
