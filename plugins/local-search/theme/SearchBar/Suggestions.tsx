/**
 * The search box's suggestions, loaded with the search the first time the reader turns to the box: the results of
 * what is typed, in the docs version of the page, as a list the arrow keys move through and Enter opens.
 */
import React, { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchResult from '@theme/SearchResult';
import ResultLink from '@theme/SearchResult/ResultLink';
import { failureMessage, searchIndexOf } from '../../client/browserSearch';
import type { SearchResult as Result } from '../../client/engine';
import { searchVersions } from '../../client/versions';
import styles from './suggestions.module.css';

/** How many results the list shows; the search page shows more. */
const LIMIT = 8;

type Props = {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  query: string;
  version: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
};

/** What the search answered, and for which query. */
type Answer = { query: string; version: string } & ({ results: Result[] } | { failed: true });

/** The search page's address for a query, in a version. */
export function searchPageHref(base: string, query: string, version: string): string {
  const params = new URLSearchParams({ q: query });
  if (version !== searchVersions()[0]!.label) params.set('version', version);
  return `${base}?${params.toString()}`;
}

export default function Suggestions({ input, listId, query, version, open, onOpen, onClose }: Props): ReactNode {
  const history = useHistory();
  const searchPage = useBaseUrl('/search/');
  const index = useMemo(() => searchIndexOf(version), [version]);
  const [answer, setAnswer] = useState<Answer>();
  const [selected, setSelected] = useState(0);
  const text = query.trim();
  // While the next answer comes, the list keeps the last one.
  const results = useMemo(() => (text && answer && 'results' in answer ? answer.results : []), [text, answer]);
  const answered = answer?.query === query && answer.version === version;
  const pageHref = searchPageHref(searchPage, text, version);

  // The manifest is read as soon as the reader turns to the box: the first query then waits for its parts only.
  useEffect(() => {
    index?.load().catch(() => undefined);
  }, [index]);

  useEffect(() => {
    if (!index || !query.trim()) return undefined;
    let current = true;
    index.search(query, LIMIT).then(
      (found) => {
        if (!current) return;
        setAnswer({ query, version, results: found });
        setSelected(0);
      },
      () => current && setAnswer({ query, version, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [index, query, version]);

  // The keys the list answers while the box has the focus, and the option they point at for assistive technology.
  const latest = useRef({ results, selected, pageHref, open });
  useEffect(() => {
    latest.current = { results, selected, pageHref, open };
  });
  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const go = (href: string) => {
      onClose();
      history.push(href);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { results: shown, selected: at, pageHref: all, open: isOpen } = latest.current;
      if (event.key === 'Escape') {
        if (isOpen) onClose();
        else box.blur();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!isOpen) onOpen();
        if (shown.length) setSelected((at + (event.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length);
      } else if (event.key === 'Enter' && box.value.trim()) {
        event.preventDefault();
        go(shown[at]?.url ?? all);
      }
    };
    const onBlur = () => onClose();
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
    };
  }, [input, history, onClose, onOpen]);

  const shown = open && text !== '';
  useEffect(() => {
    const box = input.current;
    if (shown && results[selected]) box?.setAttribute('aria-activedescendant', `${listId}-${selected}`);
    else box?.removeAttribute('aria-activedescendant');
  }, [input, listId, shown, results, selected]);

  if (!shown) return null;
  const message = !index
    ? 'Search works on a built site: run npm run build and npm run serve.'
    : answered && 'failed' in answer
      ? failureMessage()
      : answered && results.length === 0
        ? `No results for "${text}"`
        : !answered && results.length === 0
          ? 'Searching…'
          : undefined;
  return (
    // Pressing on the list must not take the focus from the box (which would close the list before the click).
    <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
      <div id={listId} role="listbox" aria-label="Search results" aria-busy={!answered} className={styles.list}>
        {results.map((result, i) => (
          <ResultLink
            key={result.record}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === selected}
            className={styles.option}
            href={result.url}
            onClick={onClose}
            onMouseMove={() => setSelected(i)}
          >
            <SearchResult result={result} />
          </ResultLink>
        ))}
      </div>
      {message && (
        <p className={styles.message} role="status">
          {message}
        </p>
      )}
      {index && results.length > 0 && (
        <Link className={styles.all} to={pageHref} onClick={onClose}>
          See all results
        </Link>
      )}
    </div>
  );
}
