/**
 * The layout of the search page (/search/): the site's Layout with the page's content in a `<main>` landmark, which
 * the search plugin's SearchPage leaves out. index.ts gives the SearchPage this module for `@theme/Layout`.
 */
import React, { type ComponentProps, type ReactNode } from 'react';
import Layout from '@theme/Layout';

export default function SearchPageLayout({ children, ...props }: ComponentProps<typeof Layout>): ReactNode {
  return (
    <Layout {...props}>
      <main>{children}</main>
    </Layout>
  );
}
