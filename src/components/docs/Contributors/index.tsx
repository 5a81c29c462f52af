/**
 * "N Contributors": each a link to the GitHub profile with the handle and its
 * avatar. Avatars are requested only once the list scrolls into view; a local
 * placeholder shows before and on error, and the handle shows regardless.
 */
import React, { useRef, useState } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import { SIZES, URLS } from '@site/src/constants';
import { useSeenInViewport } from '@site/src/utils/useSeenInViewport';
import styles from './styles.module.css';

/** A neutral silhouette, inline so that it costs no request. */
export const AVATAR_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 90 90'%3E%3Crect width='90' height='90' fill='%23d7dde1'/%3E%3Ccircle cx='45' cy='35' r='17' fill='%23a9b4bb'/%3E%3Cpath d='M14 90c3-21 15-31 31-31s28 10 31 31z' fill='%23a9b4bb'/%3E%3C/svg%3E";

function Avatar({ handle, load }: { handle: string; load: boolean }): React.ReactNode {
  const [failed, setFailed] = useState(false);
  const src = load && !failed ? URLS.githubAvatar(handle, SIZES.avatarRequest) : AVATAR_PLACEHOLDER;
  return (
    <img
      className={styles.avatar}
      src={src}
      alt=""
      width={SIZES.avatarShown}
      height={SIZES.avatarShown}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

type Props = { contributors: readonly string[] };

export default function Contributors({ contributors }: Props): React.ReactNode {
  const listRef = useRef<HTMLUListElement>(null);
  const seen = useSeenInViewport(listRef);
  if (contributors.length === 0) return null;
  const count = `${contributors.length} Contributor${contributors.length === 1 ? '' : 's'}`;
  return (
    <section className={styles.contributors} aria-label={count}>
      <Heading as="h2" className={styles.heading}>
        {count}
      </Heading>
      <ul ref={listRef} className={styles.list}>
        {contributors.map((handle) => (
          <li key={handle}>
            <Link href={`https://github.com/${handle}`} title={handle} className={styles.link}>
              <Avatar handle={handle} load={seen} />
              <span className={styles.name}>{handle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
