/** The home page's second band: two tiny modules, the configuration that bundles them, and where to go next. */
import React from 'react';
import { MDXProvider } from '@mdx-js/react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import WriteYourCode from '@site/src/pages/_home/write-your-code.mdx';
import BundleIt from '@site/src/pages/_home/bundle-it.mdx';
import styles from './styles.module.css';

// The samples are MDX partials so that their code is highlighted at build time, as on every other page.
const codeComponents = { code: CodeBlock };

export default function HomeContent(): React.ReactNode {
  return (
    <div className={styles.content}>
      <section className={styles.row}>
        <div className={styles.text}>
          <Heading as="h2">Write Your Code</Heading>
          <p>
            Split your application into modules and say what each one needs with <code>import</code>. webpack follows
            those imports from the entry point and builds the dependency graph of your application — JavaScript, and
            with loaders styles, images and more.
          </p>
        </div>
        <div className={styles.code}>
          <MDXProvider components={codeComponents}>
            <WriteYourCode />
          </MDXProvider>
        </div>
      </section>
      <section className={styles.row}>
        <div className={styles.text}>
          <Heading as="h2">Bundle It</Heading>
          <p>
            Describe the entry and the output in a configuration file, run webpack, and load the result in a page. The
            same graph serves a development server with instant updates and an optimised production build.
          </p>
        </div>
        <div className={styles.code}>
          <MDXProvider components={codeComponents}>
            <BundleIt />
          </MDXProvider>
        </div>
      </section>
      <section className={styles.cta}>
        <Heading as="h2">Ready to build something?</Heading>
        <p>Follow the first guide to bundle a page in a few minutes, or read how webpack works.</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started/">
            Get Started
          </Link>
          <Link className="button button--secondary button--lg" to="/concepts/">
            Concepts
          </Link>
        </div>
      </section>
    </div>
  );
}
