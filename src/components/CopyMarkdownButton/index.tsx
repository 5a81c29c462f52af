/** Copies the Markdown twin of the current page (written by the content-index plugin) to the clipboard. */
import React, { useState } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const LABELS: Record<State, string> = {
  idle: 'Copy page as Markdown',
  copied: 'Copied to the clipboard',
  failed: 'Could not copy the page',
};

export async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

type Props = { markdownUrl: string; className?: string };

export default function CopyMarkdownButton({ markdownUrl, className }: Props): React.ReactNode {
  const [state, setState] = useState<State>('idle');
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, className)}
      onClick={() =>
        copyMarkdown(markdownUrl).then(
          () => setState('copied'),
          () => setState('failed'),
        )
      }
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z"
        />
      </svg>
      <span aria-live="polite">{LABELS[state]}</span>
    </button>
  );
}
