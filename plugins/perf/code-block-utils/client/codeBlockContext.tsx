/**
 * theme-common's code block context (3.10.2 `utils/codeBlockUtils.js`: `CodeBlockContextProvider`,
 * `useCodeBlockContext`), in a module of its own. It is all that a block highlighted at build time needs in the
 * browser; the rest of that module parses code, metastrings and magic comments for blocks highlighted in the browser.
 * See ./codeBlockUtils.ts.
 */
import React, { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ReactContextError } from '@docusaurus/theme-common';
import type { CodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

type ContextValue = { metadata: CodeBlockMetadata; wordWrap: WordWrap };

const CodeBlockContext = createContext<ContextValue | null>(null);

export function CodeBlockContextProvider({
  metadata,
  wordWrap,
  children,
}: ContextValue & { children: ReactNode }): ReactNode {
  const value = useMemo(() => ({ metadata, wordWrap }), [metadata, wordWrap]);
  return <CodeBlockContext.Provider value={value}>{children}</CodeBlockContext.Provider>;
}

export function useCodeBlockContext(): ContextValue {
  const value = useContext(CodeBlockContext);
  if (value === null) throw new ReactContextError('CodeBlockContextProvider');
  return value;
}
