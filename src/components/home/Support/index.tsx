/**
 * "Support the Team": how to fund webpack, and its sponsors by rank. Whether there are supporters at all is known at
 * build time (the supporters plugin's global data), so the server render already shows the right state: without
 * supporters, a short note on sponsoring and where to see the supporters; with them, the mode checkbox and a
 * placeholder, replaced by the lists (a lazy chunk) when the section nears the viewport.
 */
import React, { lazy, Suspense, useRef } from 'react';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import { URLS } from '@site/src/constants';
import type { SupportersGlobalData } from '@site/src/types/supporters';
import { useSeenInViewport } from '@site/src/utils/useSeenInViewport';
import { setSupportMode, useSupportMode } from './mode';
import styles from './styles.module.css';

const SupportersList = lazy(() => import('./SupportersList'));

/** How far below (or above) the viewport the section starts loading its lists. */
const LOAD_MARGIN_PX = 800;

function useSupporterCount(): number {
  const data = usePluginData('supporters') as SupportersGlobalData | undefined;
  return data?.supporterCount ?? 0;
}

function Placeholder(): React.ReactNode {
  return (
    <div className={styles.bars} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

function Lists(): React.ReactNode {
  const mode = useSupportMode();
  const ref = useRef<HTMLDivElement>(null);
  const near = useSeenInViewport(ref, { marginPx: LOAD_MARGIN_PX });
  return (
    <>
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
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<Placeholder />}>
            <SupportersList mode={mode} />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    </>
  );
}

function WithoutList(): React.ReactNode {
  return (
    <div className={styles.intro}>
      <p>
        webpack is built by volunteers. Sponsors and backers are the companies and people who fund that work through
        Open Collective, once or every month: their money pays for the maintainers&apos; time on releases, fixes,
        reviews and these docs. Sponsors are thanked here with their logo, backers with their avatar.
      </p>
      <p>
        The list of supporters is read from Open Collective when the site is built, and this copy was built without it.
        Everyone who supports webpack is listed on{' '}
        <Link href={URLS.openCollective}>webpack&apos;s Open Collective page</Link>.
      </p>
    </div>
  );
}

export default function Support(): React.ReactNode {
  const hasSupporters = useSupporterCount() > 0;
  return (
    <section id="sponsors" className={styles.support} aria-labelledby="support-the-team">
      <div className="container">
        <Heading as="h2" id="support-the-team" className={styles.title}>
          Support the Team
        </Heading>
        {hasSupporters ? <Lists /> : <WithoutList />}
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
