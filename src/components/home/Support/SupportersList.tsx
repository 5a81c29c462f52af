/**
 * The supporters, by rank: only the ranks that have someone in the chosen mode. A lazy chunk, loaded in the browser
 * when the section nears the viewport; avatars load once their block scrolls into view, with a placeholder before
 * and on error.
 */
import React, { useRef, useState } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import data from '@generated/supporters/default/supporters.json';
import { SPONSOR_RANKS } from '@site/src/constants';
import type { Supporter } from '@site/src/types/supporters';
import { useSeenInViewport } from '@site/src/utils/useSeenInViewport';
import { rankSupporters, type Mode, type Rank } from './rank';
import { rankHeading } from './headings';
import styles from './styles.module.css';

export const AVATAR_PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='8' fill='%23d7dde1'/%3E%3Cpath d='M32 14 48 23v18L32 50 16 41V23z' fill='%23a9b4bb'/%3E%3C/svg%3E";

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function supporterTitle(supporter: Supporter): string {
  return `${dollars.format(supporter.totalCents / 100)} by ${supporter.name} (${dollars.format(supporter.monthlyCents / 100)} monthly)`;
}

function Avatar({ supporter, load, rank }: { supporter: Supporter; load: boolean; rank: Rank }): React.ReactNode {
  const [failed, setFailed] = useState(false);
  const src = load && supporter.avatar && !failed ? supporter.avatar : AVATAR_PLACEHOLDER;
  return (
    <Link
      className={styles.supporter}
      href={supporter.website ?? `https://opencollective.com/${supporter.slug}`}
      target="_blank"
      rel="nofollow noopener"
      title={supporterTitle(supporter)}
    >
      <img
        className={clsx(styles.avatar, styles[rank])}
        src={src}
        alt={supporter.name}
        onError={() => setFailed(true)}
      />
    </Link>
  );
}

function Block({ rank, mode, supporters }: { rank: Rank; mode: Mode; supporters: Supporter[] }): React.ReactNode {
  const ref = useRef<HTMLUListElement>(null);
  const seen = useSeenInViewport(ref);
  return (
    <div className={styles.block}>
      <Heading as="h3" className={styles.blockHeading}>
        {rankHeading(rank, mode)}
      </Heading>
      <ul ref={ref} className={styles.avatars}>
        {supporters.map((supporter) => (
          <li key={supporter.slug}>
            <Avatar supporter={supporter} load={seen} rank={rank} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SupportersList({ mode }: { mode: Mode }): React.ReactNode {
  const [ranked] = useState(() => ({
    total: rankSupporters(data.supporters, 'total', Date.now()),
    monthly: rankSupporters(data.supporters, 'monthly', Date.now()),
  }));
  const ranks = SPONSOR_RANKS.filter((rank) => ranked[mode][rank].length > 0);
  if (ranks.length === 0) {
    return (
      <p className={styles.none}>
        {mode === 'monthly'
          ? 'No supporter gave an average of a dollar a month or more in the last year.'
          : 'No supporter has given a dollar or more yet.'}
      </p>
    );
  }
  return (
    <div className={styles.blocks}>
      {ranks.map((rank) => (
        <Block key={rank} rank={rank} mode={mode} supporters={ranked[mode][rank]} />
      ))}
    </div>
  );
}
