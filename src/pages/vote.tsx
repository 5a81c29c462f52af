/**
 * The vote page. The voting app is a lazy chunk loaded only in the browser;
 * the server HTML holds the heading and a loading placeholder.
 */
import React, { Suspense } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import VoteSkeleton from '@site/src/components/VoteSkeleton';
import { VOTE_API_DEFAULT_URL } from '@site/src/constants';

const VoteApp = React.lazy(() => import('@site/src/components/VoteApp'));

export default function Vote(): React.ReactNode {
  const { customFields } = useDocusaurusContext().siteConfig;
  const apiUrl = typeof customFields?.voteApiUrl === 'string' ? customFields.voteApiUrl : VOTE_API_DEFAULT_URL;

  return (
    <Layout title="Vote" description="Vote on ideas for webpack and its documentation.">
      {/^https?:\/\//.test(apiUrl) && (
        <Head>
          {/* Opens the connection while the app loads; scripts/deploy/csp.mjs also allows this origin. */}
          <link rel="preconnect" href={new URL(apiUrl).origin} crossOrigin="anonymous" />
        </Head>
      )}
      <main className="container container--fluid margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">Vote</Heading>
            <p>
              Which ideas for webpack and its documentation matter most to you? Vote for the ones you want to see, and
              take a vote back at any time. There is no account: the vote service gives this browser an anonymous voter
              token, so your votes belong to it.
            </p>
            <BrowserOnly fallback={<VoteSkeleton />}>
              {() => (
                <Suspense fallback={<VoteSkeleton />}>
                  <VoteApp apiUrl={apiUrl} />
                </Suspense>
              )}
            </BrowserOnly>
          </div>
        </div>
      </main>
    </Layout>
  );
}
