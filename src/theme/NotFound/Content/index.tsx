/**
 * Wraps the theme's not-found text (its wording comes from i18n/en/code.json) to add a way home and the title
 * derived from the unknown path. The title is set here, not in NotFound, because the docs plugin renders this content
 * directly for unknown paths under its routes.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { titleFromPath } from '@site/src/utils/pageTitle';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper({ className, ...props }: Props): React.ReactNode {
  const { pathname } = useLocation();
  // The served 404.html cannot know the path it will answer: it is titled "Page Not Found", and the browser derives
  // the title from the path. (The docs plugin, whose routes start at /, renders 404.html, not the theme's NotFound.)
  const isBrowser = useIsBrowser();
  const title = isBrowser
    ? titleFromPath(pathname)
    : translate({ id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The title of the 404 page' });
  return (
    <>
      <PageMetadata title={title} />
      <Content {...props} className={clsx(styles.notFound, className)} />
      <nav className={clsx('container', styles.wayHome)} aria-label="Way home">
        <Link className="button button--primary button--lg" to="/">
          <Translate id="site.NotFound.homeButton" description="The button of the 404 page that leads to the home page">
            Go to Homepage
          </Translate>
        </Link>
      </nav>
    </>
  );
}
