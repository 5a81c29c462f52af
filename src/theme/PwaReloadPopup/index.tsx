/**
 * Replaces @docusaurus/plugin-pwa's reload popup (3.10.2) with the update
 * notice: it slides in with a gentle spring, says a new version is available,
 * and UPDATE tells the waiting worker to take over (UPDATING meanwhile; the
 * page reloads when the new worker controls it). A round toggle collapses it,
 * remembered in localStorage. The plugin renders it in a React root of its
 * own, outside the site's providers, so it uses no Docusaurus context.
 */
import React, { useState } from 'react';
import clsx from 'clsx';
import { SIZES, STORAGE_KEYS } from '@site/src/constants';
import { browserStorage } from '@site/src/utils/storage';
import styles from './styles.module.css';

type Props = { onReload: () => void };

export function readCollapsed(storage: Pick<Storage, 'getItem'> | undefined = browserStorage() ?? undefined): boolean {
  try {
    return JSON.parse(storage?.getItem(STORAGE_KEYS.updateNoticeCollapsed) ?? 'false') === true;
  } catch {
    return false;
  }
}

export default function UpdateNotice({ onReload }: Props): React.ReactNode {
  const [updating, setUpdating] = useState(false);
  const [collapsed, setCollapsed] = useState(() => readCollapsed());

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      browserStorage()?.setItem(STORAGE_KEYS.updateNoticeCollapsed, JSON.stringify(next));
    } catch {
      // Without storage the state lasts until the page reloads.
    }
  };

  return (
    <div className={clsx(styles.notice, collapsed && styles.collapsed)} role="status" aria-live="polite">
      <button
        type="button"
        className={styles.toggle}
        style={{ width: SIZES.updateToggleSizePx, height: SIZES.updateToggleSizePx }}
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Show the update notice' : 'Hide the update notice'}
        onClick={toggle}
      >
        <svg className={styles.arrow} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M8.6 16.6 13.2 12 8.6 7.4 10 6l6 6-6 6z" />
        </svg>
      </button>
      <div className={styles.body} aria-hidden={collapsed || undefined}>
        <p className={styles.text}>A new version is available</p>
        <button
          type="button"
          className={clsx('button button--primary button--sm', styles.update)}
          style={{ width: SIZES.updateButtonWidthPx }}
          disabled={updating}
          tabIndex={collapsed ? -1 : undefined}
          onClick={() => {
            setUpdating(true);
            onReload();
          }}
        >
          {updating ? 'UPDATING' : 'UPDATE'}
        </button>
      </div>
    </div>
  );
}
