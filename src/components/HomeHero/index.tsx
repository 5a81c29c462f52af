/** The home page's opening band: what webpack is and where to start. */
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function HomeHero(): React.ReactNode {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        <Heading as="h1" className={styles.title}>
          bundle your assets
        </Heading>
        <p className={styles.lead}>
          webpack takes modules with dependencies — JavaScript, CSS, images, fonts — and turns them into static assets a
          browser can load.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started/">
            Get Started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/concepts/">
            Concepts
          </Link>
        </div>
      </div>
    </section>
  );
}
