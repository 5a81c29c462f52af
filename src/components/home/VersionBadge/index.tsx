/**
 * The current webpack version as an image from the badge service (cached for
 * an hour by the service), with the version known at build time as the
 * fallback when the image cannot load.
 */
import React, { useState } from 'react';
import Link from '@docusaurus/Link';
import { URLS } from '@site/src/constants';
import styles from './styles.module.css';

type Props = { version: string };

export default function VersionBadge({ version }: Props): React.ReactNode {
  const [failed, setFailed] = useState(false);
  return (
    <Link href={URLS.npmPackage} className={styles.badge}>
      {failed ? (
        <span className={styles.text}>webpack {version}</span>
      ) : (
        <img
          src={URLS.versionBadge}
          alt={`webpack ${version} on npm`}
          width={110}
          height={20}
          onError={() => setFailed(true)}
          // An image that failed before React took over the page raised no onError here.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setFailed(true);
          }}
        />
      )}
    </Link>
  );
}
