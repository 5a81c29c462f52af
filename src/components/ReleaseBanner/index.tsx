/**
 * The dismissible notice that these are the docs of the current webpack version (5), with links to its release post
 * and to the docs of the version before it (the newest archived one).
 */
import React, { useEffect, useMemo, useRef } from 'react';
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

/** The CSS variable that holds the notice's height while it shows. */
const BANNER_HEIGHT = '--site-release-banner-height';

/** The version before the current one, whose docs the notice links. */
const previous = ARCHIVED_VERSIONS[0]!;

export default function ReleaseBanner(): React.ReactNode {
  const isBrowser = useIsBrowser();
  const [stored, slot] = useStorageSlot(STORAGE_KEYS.bannerDismissed);
  const closeable = useMemo(() => isBrowser && browserStorage() !== null, [isBrowser]);
  const bannerRef = useRef<HTMLElement>(null);
  // Pages of an archived docs version have their own notice above the page (theme/DocVersionBanner).
  const archived = useActivePluginAndVersion()?.activeVersion?.isLast === false;
  const shown = stored !== BANNER_DISMISSED_VALUE && !archived;

  // The docs sidebar sits below the notice at the top of a page and is as tall as the window: while the notice shows,
  // its list keeps room for the notice's height at the bottom (styles.module.css), so that its last items can be
  // scrolled into view on a page too short to scroll the notice away. The theme does this for its announcement bar.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!shown || !banner) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`);
    measure();
    // The notice's text wraps to more lines on narrower windows.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT);
    };
  }, [shown]);

  if (!shown) return null;

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
