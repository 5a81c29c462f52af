/**
 * Wraps the doc footer: Further Reading (frontmatter `related`) before it, and
 * "Print Section" and "Copy page as Markdown" in one row with the theme's edit
 * link, which i18n/en/code.json words "Edit Document". Tags and the last
 * update, when a page has them, stay the theme's.
 */
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import FurtherReading, { type RelatedLink } from '@site/src/components/docs/FurtherReading';
import CopyMarkdownButton from '@site/src/components/docs/CopyMarkdownButton';
import { printablePathFor } from '@site/src/utils/sections';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.ReactNode {
  const { metadata, frontMatter } = useDoc();
  const related = ((frontMatter as { related?: RelatedLink[] }).related ?? []).filter((r) => r && r.url);
  const printable = printablePathFor(metadata.permalink);
  return (
    <>
      <FurtherReading links={related} />
      <div className={styles.actions}>
        <Footer {...props} />
        {printable && (
          <Link to={printable} className={styles.action}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
              <path
                fill="currentColor"
                d="M6 2h12v5H6zM4 9h16a2 2 0 0 1 2 2v6h-4v5H6v-5H2v-6a2 2 0 0 1 2-2zm4 8v3h8v-5H8zm10-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z"
              />
            </svg>
            <Translate id="site.docs.footer.printSection" description="The link to the combined printable page">
              Print Section
            </Translate>
          </Link>
        )}
        <CopyMarkdownButton
          markdownUrl={`${metadata.permalink.replace(/\/?$/, '/')}index.md`}
          className={styles.action}
          iconClassName={styles.icon}
        />
      </div>
    </>
  );
}
