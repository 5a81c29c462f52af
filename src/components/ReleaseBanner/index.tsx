/**
 * The dismissible notice that these are the webpack 5 docs, with links to the
 * release post and to the version 4 docs.
 */
import React, { useMemo } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useStorageSlot } from '@docusaurus/theme-common';
import IconClose from '@theme/Icon/Close';
import { ARCHIVED_VERSION_PATH, BANNER_DISMISSED_VALUE, RELEASE_POST_PATH, STORAGE_KEYS } from '@site/src/constants';
import { browserStorage } from '@site/src/utils/storage';
import styles from './styles.module.css';

export default function ReleaseBanner(): React.ReactNode {
  const isBrowser = useIsBrowser();
  const [stored, slot] = useStorageSlot(STORAGE_KEYS.bannerDismissed);
  const closeable = useMemo(() => isBrowser && browserStorage() !== null, [isBrowser]);

  if (stored === BANNER_DISMISSED_VALUE) return null;

  const dismiss = () => {
    document.documentElement.setAttribute('data-banner-dismissed', 'true');
    slot.set(BANNER_DISMISSED_VALUE);
  };

  return (
    <section className={styles.banner} aria-label="webpack 5 release notice">
      <p className={styles.text}>
        These are the docs of <strong>webpack 5</strong>. Read what changed in the{' '}
        <Link to={RELEASE_POST_PATH}>release announcement</Link>, or switch to the{' '}
        <Link to={`/${ARCHIVED_VERSION_PATH}/concepts/`}>webpack 4 documentation</Link>.
      </p>
      {closeable && (
        <button type="button" className={styles.close} onClick={dismiss} aria-label="Dismiss the webpack 5 notice">
          <IconClose width={14} height={14} />
        </button>
      )}
    </section>
  );
}
