/**
 * Replaces the doc footer (tags, "Edit this page", last update) with this
 * site's: Further Reading, "Edit Document" and "Print Section".
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import IconEdit from '@theme/Icon/Edit';
import FurtherReading, { type RelatedLink } from '@site/src/components/FurtherReading';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';
import { printablePathFor } from '@site/src/utils/sections';
import styles from './styles.module.css';

export default function DocItemFooter(): React.ReactNode {
  const { metadata, frontMatter } = useDoc();
  const related = ((frontMatter as { related?: RelatedLink[] }).related ?? []).filter((r) => r && r.url);
  const printable = printablePathFor(metadata.permalink);
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, styles.footer)}>
      <FurtherReading links={related} />
      <div className={styles.actions}>
        {metadata.editUrl && (
          <Link href={metadata.editUrl} className={styles.action}>
            <IconEdit />
            Edit Document
          </Link>
        )}
        {printable && (
          <Link to={printable} className={styles.action}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
              <path
                fill="currentColor"
                d="M6 2h12v5H6zM4 9h16a2 2 0 0 1 2 2v6h-4v5H6v-5H2v-6a2 2 0 0 1 2-2zm4 8v3h8v-5H8zm10-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
              />
            </svg>
            Print Section
          </Link>
        )}
        <CopyMarkdownButton markdownUrl={`${metadata.permalink.replace(/\/?$/, '/')}index.md`} />
      </div>
    </footer>
  );
}
