/**
 * Wraps the code block's content. A block highlighted at build time renders its HTML as it is, in the markup of
 * theme-classic 3.10.2's CodeBlock/Content and Line (pre, code, one `div.token-line` per line), with the colours from
 * the generated stylesheet (plugins/code-highlight). Other blocks show plain text until the browser has loaded the
 * original, and Prism with it.
 */
import React, { Suspense, lazy } from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props } from '@theme/CodeBlock/Content';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { highlightedHtml } from '../highlighted';
import styles from './styles.module.css';

const RuntimeContent = lazy(() => import('./Runtime'));

export default function CodeBlockContent({ className }: Props): React.ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const html = highlightedHtml(metadata);
  const numbered = metadata.lineNumbersStart !== undefined;
  if (html === undefined) {
    // Plain text in the server render and until the highlighter has loaded, in the browser only. The layout's
    // word-wrap check measures this element as soon as it is shown, so it is the block's element too.
    const plain = (
      <pre ref={codeBlockRef} tabIndex={0} className={clsx(className, styles.codeBlock, 'thin-scrollbar')}>
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      </pre>
    );
    return (
      <BrowserOnly fallback={plain}>
        {() => (
          <Suspense fallback={plain}>
            <RuntimeContent className={className} />
          </Suspense>
        )}
      </BrowserOnly>
    );
  }
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </pre>
  );
}
