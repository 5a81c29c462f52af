/**
 * "Support the Team": how to fund webpack, and its sponsors by rank. The lists
 * are a lazy chunk loaded only in the browser; a placeholder with the same
 * headings shows until then.
 */
import React, { lazy, Suspense } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { SPONSOR_RANKS, URLS } from '@site/src/constants';
import { rankHeading } from './headings';
import { setSupportMode, useSupportMode } from './mode';
import type { Mode } from './rank';
import styles from './styles.module.css';

const SupportersList = lazy(() => import('./SupportersList'));

function Placeholder({ mode }: { mode: Mode }): React.ReactNode {
  return (
    <div className={styles.blocks} aria-busy="true">
      {SPONSOR_RANKS.map((rank) => (
        <div key={rank} className={styles.block} data-rank={rank}>
          <Heading as="h3" className={styles.blockHeading}>
            {rankHeading(rank, mode)}
          </Heading>
          <div className={styles.bars} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        </div>
      ))}
    </div>
  );
}

export default function Support(): React.ReactNode {
  const mode = useSupportMode();
  return (
    <section id="sponsors" className={styles.support} aria-labelledby="support-the-team">
      <div className="container">
        <Heading as="h2" id="support-the-team" className={styles.title}>
          Support the Team
        </Heading>
        <p className={styles.intro}>
          webpack is built by volunteers and funded by the people and companies who use it. Donations through Open
          Collective pay for the maintainers&apos; time on releases, fixes, reviews and these docs. Every sponsor and
          backer is listed below.
        </p>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={mode === 'monthly'}
            onChange={(event) => setSupportMode(event.target.checked ? 'monthly' : 'total')}
          />{' '}
          Show sponsors by their average monthly amount in the last year
        </label>
        <BrowserOnly fallback={<Placeholder mode={mode} />}>
          {() => (
            <Suspense fallback={<Placeholder mode={mode} />}>
              <SupportersList mode={mode} />
            </Suspense>
          )}
        </BrowserOnly>
        <div className={styles.buttons}>
          <Link className="button button--primary" href={`${URLS.openCollective}/contribute`}>
            Become a sponsor
          </Link>
          <Link className="button button--secondary" href={`${URLS.openCollective}/contribute`}>
            Become a backer
          </Link>
        </div>
      </div>
    </section>
  );
}
