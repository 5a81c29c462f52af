/**
 * The vote page. The voting app runs only in the browser; the server HTML
 * holds a placeholder.
 */
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Vote(): React.ReactNode {
  return (
    <Layout title="Vote" description="Vote on ideas for webpack and its documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Vote</Heading>
        <BrowserOnly fallback={<p>Loading the voting app…</p>}>
          {() => <p>Voting opens here once the voting service is connected.</p>}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
