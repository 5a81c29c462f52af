/**
 * One search result, in the search box's list and on the search page: its heading with the words found marked, where
 * it is (the breadcrumb, and the page for a heading), and on the search page its summary.
 */
import React, { type ReactNode } from 'react';
import type { SearchResult as Result } from '../../client/engine';
import { highlight } from '../../client/highlight';
import styles from './styles.module.css';

type Props = { result: Result; withSummary?: boolean };

function Marked({ text, words }: { text: string; words: readonly string[] }): ReactNode {
  return highlight(text, words).map((piece, i) => (piece.marked ? <mark key={i}>{piece.text}</mark> : piece.text));
}

/** Where a result is: `Documentation › Configuration` for a page, `… › Output` for a heading on it. */
export function placeOf(result: Result): string {
  return [...result.breadcrumb, ...(result.level > 1 ? [result.pageTitle] : [])].join(' › ');
}

export default function SearchResult({ result, withSummary = false }: Props): ReactNode {
  const place = placeOf(result);
  return (
    <>
      <span className={styles.heading}>
        <Marked text={result.heading} words={result.words} />
      </span>
      {place && <span className={styles.place}>{place}</span>}
      {withSummary && result.summary && (
        <span className={styles.summary}>
          <Marked text={result.summary} words={result.words} />
        </span>
      )}
    </>
  );
}
