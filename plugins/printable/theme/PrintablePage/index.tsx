/** The combined printable page of a docs section: every doc, in sidebar order, each under its own h1. */
import React, { type ComponentProps, type ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import Head from '@docusaurus/Head';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import MDXA from '@theme/MDXComponents/A';
import { PRINTABLE_TITLE } from '@site/src/constants';
import { printableHref, type PrintableDoc } from './printableHref';
import styles from './styles.module.css';

type Props = { docs: PrintableDoc[]; contents: { content: ComponentType<{ components?: MDXComponents }> }[] };

type DocProps = {
  doc: PrintableDoc;
  Content: ComponentType<{ components?: MDXComponents }>;
  components: MDXComponents;
};

function Doc({ doc, Content, components }: DocProps): React.ReactNode {
  useBrokenLinks().collectAnchor(doc.anchorId);
  return (
    <article id={doc.anchorId} className={styles.doc}>
      <Heading as="h1" className={styles.docTitle}>
        {doc.title}
      </Heading>
      <MDXContent>
        {/* Components passed as props win over the theme's provider. */}
        <Content components={components} />
      </MDXContent>
    </article>
  );
}

export default function PrintablePage({ docs, contents }: Props): React.ReactNode {
  const components = {
    a: (props: ComponentProps<typeof MDXA>) => <MDXA {...props} href={printableHref(props.href, docs)} />,
  };
  return (
    <Layout title={PRINTABLE_TITLE} description="Every page of this documentation section on one page, for printing.">
      <Head>
        <meta name="robots" content="noindex" />
        <html className="printable-page" />
      </Head>
      <main className={`container ${styles.page}`}>
        <div className={styles.toolbar}>
          <p>{docs.length} pages on one page, ready to print or save as PDF.</p>
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            Print this section
          </button>
        </div>
        {docs.map((doc, index) => (
          <Doc key={doc.anchorId} doc={doc} Content={contents[index]!.content} components={components} />
        ))}
      </main>
    </Layout>
  );
}
