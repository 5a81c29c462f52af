/**
 * Replaces the theme's not-found text with this site's wording and a way home.
 * The title is set here, not in NotFound, because the docs plugin renders this
 * content directly for unknown paths under its routes.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import { titleFromPath } from '@site/src/utils/pageTitle';
import styles from './styles.module.css';

type Props = { className?: string };

export default function NotFoundContent({ className }: Props): React.ReactNode {
  const { pathname } = useLocation();
  return (
    <>
      <PageMetadata title={titleFromPath(pathname)} />
      <main className={clsx('container', styles.notFound, className)}>
        <Heading as="h1">Page Not Found</Heading>
        <p>Oops! The page you are looking for has been removed or relocated.</p>
        <Link className="button button--primary button--lg" to="/">
          Go to Homepage
        </Link>
      </main>
    </>
  );
}
