/**
 * An empty page inside the site layout. The offline worker serves it for
 * navigations it has no cached page for, with its message inside `main`: the
 * main element is the content column, so the message reads as a page of the
 * site (Infima's grid and button classes, which the message uses, come with
 * the site's stylesheet, which the worker keeps with the shell).
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
      <main id="app-shell" className="container margin-vert--lg" />
    </Layout>
  );
}
