/**
 * An icon-only navbar link (GitHub, X, Stack Overflow) with an accessible name. The icons' shapes are symbols in
 * static/img/social-icons.svg, drawn with <use>: as React elements they were 1.6 KB gzip of main.js on every page,
 * and the file is an image the browser fetches beside the page, cached once for the whole site.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** The symbols of static/img/social-icons.svg. */
type Icon = 'github' | 'x' | 'stackoverflow';

type Props = {
  href: string;
  label: string;
  icon: Icon;
  mobile?: boolean;
  className?: string;
};

export default function NavbarIconLink({ href, label, icon, mobile = false, className }: Props): React.ReactNode {
  const sprite = useBaseUrl('/img/social-icons.svg');
  const image = (
    <svg className={styles.icon} aria-hidden focusable={false}>
      <use href={`${sprite}#${icon}`} />
    </svg>
  );
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', styles.mobileLink, className)} href={href}>
          {image}
          {label}
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx('navbar__item navbar__link', styles.link, className)}
      href={href}
      aria-label={label}
      title={label}
    >
      {image}
    </Link>
  );
}
