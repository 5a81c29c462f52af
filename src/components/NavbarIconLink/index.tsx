/** An icon-only navbar link (GitHub, X, Stack Overflow) with an accessible name. */
import React, { type ComponentType, type SVGProps } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import IconGitHub from '@theme/Icon/Socials/GitHub';
import IconX from '@theme/Icon/Socials/X';
import IconStackOverflow from '@theme/Icon/Socials/StackOverflow';
import styles from './styles.module.css';

const ICONS = {
  github: IconGitHub,
  x: IconX,
  stackoverflow: IconStackOverflow,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement>>>;

type Props = {
  href: string;
  label: string;
  icon: keyof typeof ICONS;
  mobile?: boolean;
  className?: string;
};

export default function NavbarIconLink({ href, label, icon, mobile = false, className }: Props): React.ReactNode {
  const Icon = ICONS[icon];
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', styles.mobileLink, className)} href={href}>
          <Icon className={styles.icon} aria-hidden focusable={false} />
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
      <Icon className={styles.icon} aria-hidden focusable={false} />
    </Link>
  );
}
