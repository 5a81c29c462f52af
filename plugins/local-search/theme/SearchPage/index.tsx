/**
 * The search page (/search/?q=…&version=…): the results of a query with their summaries, in the docs version the
 * reader chooses (the one of the page they came from, by default). The address follows the query and the version, so
 * that a search can be shared and the back button returns to it.
 */
import React, { useEffect, useId, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { PageMetadata } from '@docusaurus/theme-common';
import SearchResult from '@theme/SearchResult';
import ResultLink from '@theme/SearchResult/ResultLink';
import { failureMessage, searchIndexOf } from '../../client/browserSearch';
import type { SearchResult as Result } from '../../client/engine';
import { searchVersions } from '../../client/versions';
import styles from './styles.module.css';

/** Results shown at first, and added by "More results". */
const PAGE_SIZE = 20;

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

/** What the search answered, and for which query, version and number of results. */
type Answer = { key: string } & ({ results: Result[]; more: boolean } | { failed: true });

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const versions = searchVersions();
  // The served HTML has no query: the browser reads it from the address.
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const version = versions.find(({ label }) => label === params.get('version'))?.label ?? versions[0]!.label;
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [answer, setAnswer] = useState<Answer>();
  // One index per version, kept by searchIndexOf: the same object at every render.
  const index = isBrowser ? searchIndexOf(version) : undefined;
  const inputId = useId();

  const update = (next: { q?: string; version?: string }) => {
    const search = new URLSearchParams({ q: next.q ?? query });
    const chosen = next.version ?? version;
    if (chosen !== versions[0]!.label) search.set('version', chosen);
    history.replace({ ...location, search: `?${search.toString()}` });
    setLimit(PAGE_SIZE);
  };

  const key = JSON.stringify([query, version, limit]);
  useEffect(() => {
    if (!index || !query.trim()) return undefined;
    let current = true;
    // One more than shown, to know whether there are more.
    index.search(query, limit + 1).then(
      (found) => current && setAnswer({ key, results: found.slice(0, limit), more: found.length > limit }),
      () => current && setAnswer({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [index, query, limit, key]);
  // While the next answer comes, the page keeps the last one.
  const shown = query.trim() && answer && 'results' in answer ? answer : undefined;
  const searching = Boolean(index && query.trim() && answer?.key !== key);

  return (
    <Layout>
      <PageMetadata title={searchPageTitle(query)} />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{searchPageTitle(query)}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            Search
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.input}
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update({ q: event.target.value })}
          />
          <fieldset className={styles.versions}>
            <legend>Version</legend>
            {versions.map(({ label }) => (
              <label key={label} className={styles.version}>
                <input
                  type="radio"
                  name="version"
                  value={label}
                  checked={label === version}
                  onChange={() => update({ version: label })}
                />{' '}
                webpack {label}
              </label>
            ))}
          </fieldset>
        </form>
        {isBrowser && !index && <p role="status">Search works on a built site: run npm run build and npm run serve.</p>}
        {searching && !shown && <p role="status">Searching…</p>}
        {answer?.key === key && 'failed' in answer && <p role="status">{failureMessage()}</p>}
        {!searching && shown?.results.length === 0 && <p role="status">No results for "{query}"</p>}
        {shown && shown.results.length > 0 && (
          <>
            <ol className={styles.results}>
              {shown.results.map((result) => (
                <li key={result.record}>
                  <ResultLink href={result.url} className={styles.result}>
                    <SearchResult result={result} withSummary />
                  </ResultLink>
                </li>
              ))}
            </ol>
            {shown.more && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setLimit((current) => current + PAGE_SIZE)}
              >
                More results
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
