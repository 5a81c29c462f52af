/**
 * The dismissible notice that these are the docs of the current webpack version (5), with links to its release post
 * and to the docs of the version before it (the newest archived one).
 */
import React, { useMemo, useRef } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useStorageSlot } from '@docusaurus/theme-common';
import { useActivePluginAndVersion } from '@docusaurus/plugin-content-docs/client';
import IconClose from '@theme/Icon/Close';
import {
  ARCHIVED_VERSIONS,
  BANNER_DISMISSED_VALUE,
  CURRENT_VERSION,
  RELEASE_POST_PATH,
  STORAGE_KEYS,
  versionPrefix,
} from '@site/src/constants';
import { browserStorage } from '@site/src/utils/storage';
import styles from './styles.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first visible control after `element` in document order: where the next Tab would have gone. */
export function nextFocusable(element: HTMLElement): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (candidate) =>
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.contains(candidate) &&
      candidate.getClientRects().length > 0,
  );
}

/** The version before the current one, whose docs the notice links. */
const previous = ARCHIVED_VERSIONS[0]!;

export default function ReleaseBanner(): React.ReactNode {
  const isBrowser = useIsBrowser();
  const [stored, slot] = useStorageSlot(STORAGE_KEYS.bannerDismissed);
  const closeable = useMemo(() => isBrowser && browserStorage() !== null, [isBrowser]);
  const bannerRef = useRef<HTMLElement>(null);
  // Pages of an archived docs version have their own notice above the page (theme/DocVersionBanner).
  const archived = useActivePluginAndVersion()?.activeVersion?.isLast === false;

  if (stored === BANNER_DISMISSED_VALUE || archived) return null;

  const dismiss = () => {
    // The close button is about to disappear, which would drop focus to <body>: move it on to the next control.
    if (bannerRef.current) nextFocusable(bannerRef.current)?.focus();
    document.documentElement.setAttribute('data-banner-dismissed', 'true');
    slot.set(BANNER_DISMISSED_VALUE);
  };

  return (
    <section ref={bannerRef} className={styles.banner} aria-label={`webpack ${CURRENT_VERSION} release notice`}>
      <p className={styles.text}>
        These are the docs of <strong>webpack {CURRENT_VERSION}</strong>. Read what changed in the{' '}
        <Link to={RELEASE_POST_PATH}>release announcement</Link>, or switch to the{' '}
        <Link to={`${versionPrefix(previous)}/concepts/`}>webpack {previous} documentation</Link>.
      </p>
      {closeable && (
        <button
          type="button"
          className={styles.close}
          onClick={dismiss}
          aria-label={`Dismiss the webpack ${CURRENT_VERSION} notice`}
        >
          <IconClose width={14} height={14} />
        </button>
      )}
    </section>
  );
}
