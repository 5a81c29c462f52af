/**
 * The navbar's search box. What every page loads is the box itself; the suggestions (the search, its list) load the
 * first time the reader points at, touches or focuses the box, or presses Ctrl/⌘+K, together with the manifest of the
 * page's version's index; the index parts as the query needs them. Text typed meanwhile stays in the box: it is the same input all along.
 */
import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { readManifestAhead } from '../../client/readIndex';
import { versionOfPath } from '../../client/versions';
import type SuggestionsOfQuery from './Suggestions';
import styles from './styles.module.css';

type SuggestionsList = typeof SuggestionsOfQuery;

/** Ctrl+K, or ⌘+K on a Mac. */
export function isSearchShortcut(event: KeyboardEvent, mac: boolean): boolean {
  return event.key.toLowerCase() === 'k' && !event.altKey && !event.shiftKey && (mac ? event.metaKey : event.ctrlKey);
}

const isMac = () => /mac/i.test(navigator.userAgent);

export default function SearchBar(): ReactNode {
  const { pathname } = useLocation();
  const version = versionOfPath(pathname).label;
  const isBrowser = useIsBrowser();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [query, setQuery] = useState('');
  // Once the reader has turned to the box, the suggestions load, and stay mounted from then on.
  const [Suggestions, setSuggestions] = useState<SuggestionsList>();
  const [open, setOpen] = useState(false);
  // The index's manifest is read alongside the suggestions' code, not after it. The code comes by a plain import(),
  // mounted as it arrives, not by React.lazy: React holds back what a Suspense boundary reveals until 300 ms after its
  // fallback showed, and that wait was most of the time to a first result. webpack loads the chunk once, and again
  // after a failure (offline, say) the next time the reader turns to the box.
  const activate = useCallback(() => {
    readManifestAhead(version);
    import('./Suggestions').then(
      (module) => setSuggestions(() => module.default),
      () => undefined,
    );
  }, [version]);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={`navbar__search ${styles.searchBox}`}>
      {/* A magnifier of a circle and a stroke: a short path keeps the box's share of every page's bundle small. */}
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeWidth="1.8"
          d="M6.5 1.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM10 10l4.7 4.7"
        />
      </svg>
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={open && query.trim() !== ''}
        aria-controls={listId}
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        className={`navbar__search-input ${styles.input}`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          activate();
          setOpen(true);
        }}
        onPointerEnter={activate}
        onTouchStart={activate}
      />
      {query ? (
        <button
          type="button"
          className={`clean-btn ${styles.clear}`}
          aria-label="Clear the search"
          onClick={() => {
            setQuery('');
            input.current?.focus();
          }}
        >
          ×
        </button>
      ) : (
        isBrowser && (
          <div className={styles.hint} aria-hidden="true">
            <kbd>{isMac() ? '⌘' : 'ctrl'}</kbd>
            <kbd>K</kbd>
          </div>
        )
      )}
      {Suggestions && (
        <Suggestions
          input={input}
          listId={listId}
          query={query}
          version={version}
          open={open}
          onClose={close}
          onOpen={() => setOpen(true)}
        />
      )}
    </div>
  );
}
