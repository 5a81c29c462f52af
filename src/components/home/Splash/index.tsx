/** The home page's opening band: the rotating heading, the cube between modules and assets, and where to start. */
import React, { type CSSProperties } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TextRotator from '@site/src/components/home/TextRotator';
import Cube from '@site/src/components/home/Cube';
import VersionBadge from '@site/src/components/home/VersionBadge';
import { ModulesGraph, StaticAssets } from '@site/src/components/home/DependencyIllustration';
import { SIZES } from '@site/src/constants';
import styles from './styles.module.css';

const ROTATING_WORDS = ['assets', 'scripts', 'images', 'styles'] as const;

/** The home page's cube size, which styles.module.css scales down on narrower screens (--splash-cube-depth). */
const STAGE_STYLE = { '--splash-cube-max-depth': `${SIZES.cubeDepth}px` } as CSSProperties;

type Props = { webpackVersion: string };

export default function Splash({ webpackVersion }: Props): React.ReactNode {
  return (
    <section className={styles.splash}>
      <div className={styles.inner}>
        <Heading as="h1" className={styles.title}>
          bundle your{' '}
          <TextRotator
            words={ROTATING_WORDS}
            // The window scales with the heading: wide enough for the longest word at any size.
            width="4.4em"
            label="assets, scripts, images and styles"
            className={styles.rotator}
          />
        </Heading>
        <div className={styles.stage} style={STAGE_STYLE}>
          <ModulesGraph className={styles.modules} />
          <Cube depth="var(--splash-cube-depth)" className={styles.cube} />
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
