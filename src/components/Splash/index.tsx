/** The home page's opening band: the rotating heading, the cube between modules and assets, and where to start. */
import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TextRotator from '@site/src/components/TextRotator';
import Cube from '@site/src/components/Cube';
import VersionBadge from '@site/src/components/VersionBadge';
import { ModulesGraph, StaticAssets } from '@site/src/components/DependencyIllustration';
import { SIZES, TIMINGS } from '@site/src/constants';
import styles from './styles.module.css';

export const ROTATING_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;

type Props = { webpackVersion: string };

export default function Splash({ webpackVersion }: Props): React.ReactNode {
  return (
    <section className={styles.splash}>
      <div className={styles.inner}>
        <Heading as="h1" className={styles.title}>
          bundle your{' '}
          <TextRotator
            words={ROTATING_WORDS}
            delay={TIMINGS.rotatorInitialDelayMs}
            repeat={TIMINGS.rotatorRepeatMs}
            // The slot scales with the heading: wide enough for the longest word at any size.
            maxWidth="4.4em"
            label="assets, scripts, images and styles"
            className={styles.rotator}
          />
        </Heading>
        <div className={styles.stage}>
          <ModulesGraph className={styles.modules} />
          <div className={styles.cubeWrap}>
            <Cube depth={SIZES.cubeDepth} repeatDelay={TIMINGS.cubeRepeatMs} continuous />
          </div>
          <StaticAssets className={styles.assets} />
        </div>
        <p className={styles.lead}>
          webpack takes modules with dependencies — scripts, styles, images, fonts — and generates static assets that a
          browser can load.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/guides/getting-started/">
            Get Started
          </Link>
          <Link className={`button button--lg ${styles.secondary}`} to="/concepts/">
            Learn the concepts
          </Link>
        </div>
        <div className={styles.badge}>
          <VersionBadge version={webpackVersion} />
        </div>
      </div>
    </section>
  );
}
