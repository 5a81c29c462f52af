/**
 * The vote page. The voting app is a lazy chunk loaded only in the browser;
 * the server HTML holds the heading and a loading placeholder. A build made
 * without a vote service (no VOTE_API_URL) says so instead of calling one.
 */
import React, { Suspense } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import VoteSkeleton from '@site/src/components/vote/VoteSkeleton';

const VoteApp = React.lazy(() => import('@site/src/components/vote/VoteApp'));

function VoteUnavailable(): React.ReactNode {
  return (
    <div className="alert alert--info" role="note">
      <p className="margin-bottom--sm">
        <strong>The vote is not available here.</strong> This copy of the site was built without a vote service, so
        there are no proposals to show or to vote on.
      </p>
      <p className="margin-bottom--none">
        <small>
          Running the site yourself? Build it with <code>VOTE_API_URL</code> set to the address of the vote service (
          <code>vote-api/</code> in the repository).
        </small>
      </p>
    </div>
  );
}

export default function Vote(): React.ReactNode {
  const { customFields } = useDocusaurusContext().siteConfig;
  const apiUrl = typeof customFields?.voteApiUrl === 'string' ? customFields.voteApiUrl : undefined;

  return (
    <Layout title="Vote" description="Vote on ideas for webpack and its documentation.">
      {apiUrl && /^https?:\/\//.test(apiUrl) && (
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
            {apiUrl ? (
              <BrowserOnly fallback={<VoteSkeleton />}>
                {() => (
                  <Suspense fallback={<VoteSkeleton />}>
                    <VoteApp apiUrl={apiUrl} />
                  </Suspense>
                )}
              </BrowserOnly>
            ) : (
              <VoteUnavailable />
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
