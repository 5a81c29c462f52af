/**
 * An empty page inside the site layout. The offline worker serves it for
 * navigations it has no cached page for.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

export default function AppShell(): React.ReactNode {
  return (
    <Layout noFooter>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main id="app-shell" />
    </Layout>
  );
}
