/**
 * Wraps the search page to title it by the site's rule ("… | webpack"): the local search plugin's page sets a bare
 * <title>. The words are the plugin's own translated titles; the query follows the page's `q` parameter, which the
 * page keeps in step with its search box.
 */
import React from 'react';
import SearchPage from '@theme-original/SearchPage';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { PageMetadata } from '@docusaurus/theme-common';

/** The search page's own title for a query (its words, without the site's suffix). */
export function searchPageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        { query },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

export default function SearchPageWrapper(props: Record<string, unknown>): React.ReactNode {
  const { search } = useLocation();
  // As the page itself does: the served HTML has no query, the browser reads it from the address.
  const query = useIsBrowser() ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <>
      <SearchPage {...props} />
      {/* After the page's own <title>, so that this one wins. */}
      <PageMetadata title={searchPageTitle(query)} />
    </>
  );
}
