/** Copies the Markdown twin of the current page (written by the content-index plugin) to the clipboard. */
import React, { useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type State = 'idle' | 'copied' | 'failed';

const label = (state: State): string =>
  ({
    idle: translate({
      id: 'site.docs.copyMarkdown',
      message: 'Copy page as Markdown',
      description: 'The button that copies the page as Markdown',
    }),
    copied: translate({
      id: 'site.docs.copyMarkdown.copied',
      message: 'Copied to the clipboard',
      description: 'The copy button once the page is copied',
    }),
    failed: translate({
      id: 'site.docs.copyMarkdown.failed',
      message: 'Could not copy the page',
      description: 'The copy button when copying failed',
    }),
  })[state];

export async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

type Props = { markdownUrl: string; className?: string; iconClassName?: string };

export default function CopyMarkdownButton({ markdownUrl, className, iconClassName }: Props): React.ReactNode {
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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={iconClassName}>
        <path
          fill="currentColor"
          d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11z"
        />
      </svg>
      <span aria-live="polite">{label(state)}</span>
    </button>
  );
}
