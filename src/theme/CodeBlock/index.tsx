/**
 * Wraps the code block. A block highlighted at build time (plugins/code-highlight: Markdown and MDX fences, which MDX
 * hands over with an `html` prop) renders its finished HTML inside the theme's layout — title, buttons, word wrap —
 * without a highlighter and without a React element per token. Anything else (a `<CodeBlock>` given a string in JSX)
 * goes to the original, loaded in the browser only, with Prism: until then it shows as plain text.
 */
import React, { Suspense, lazy, useMemo } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props as OriginalProps } from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import { CodeBlockContextProvider, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import { codeTextOf, plainHtml, titleOf, type HighlightedMetadata } from './highlighted';

const OriginalCodeBlock = lazy(() => import('@theme-original/CodeBlock'));

type Props = Omit<OriginalProps, 'children'> & {
  readonly children?: OriginalProps['children'];
  readonly html?: string;
};

function HighlightedCodeBlock({ html, className = '', title, showLineNumbers }: Props & { html: string }) {
  const wordWrap = useCodeWordWrap();
  const metadata = useMemo<HighlightedMetadata>(() => {
    const language = /(?:^|\s)language-(\S+)(?![\s\S]*language-)/.exec(className)?.[1] ?? 'text';
    return {
      html,
      className,
      language,
      title,
      lineNumbersStart: typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : undefined,
      lineClassNames: {},
      codeInput: '',
      // The copy button reads `code` once the page is in the browser: read it from the lines the page shows rather
      // than shipping the code a second time.
      get code() {
        return codeTextOf(wordWrap.codeBlockRef.current);
      },
    };
  }, [html, className, title, showLineNumbers, wordWrap.codeBlockRef]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({ html, ...props }: Props): React.ReactNode {
  if (typeof html === 'string') return <HighlightedCodeBlock {...props} html={html} />;
  const { children, metastring, title } = props;
  const plain =
    typeof children === 'string' ? (
      <HighlightedCodeBlock
        {...props}
        title={titleOf(metastring) || title}
        html={plainHtml(children.replace(/\r?\n$/, ''))}
      />
    ) : (
      <pre>{children}</pre>
    );
  return (
    <BrowserOnly fallback={plain}>
      {() => (
        <Suspense fallback={plain}>
          <OriginalCodeBlock {...(props as OriginalProps)} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
