/**
 * The navbar's language menu: English (this site) and 中文 (an external
 * translation that keeps the current path).
 */
import React, { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import IconLanguage from '@theme/Icon/Language';
import { URLS } from '@site/src/constants';
import styles from './styles.module.css';

type Language = { code: string; label: string; href: string; current: boolean };

export function languagesFor(pathname: string): Language[] {
  return [
    { code: 'en', label: 'English', href: pathname, current: true },
    { code: 'zh', label: '中文', href: `${URLS.chinese}${pathname}`, current: false },
  ];
}

/** Index of the link to focus after an arrow key, wrapping at both ends. */
export function nextIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (current < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return (current + (key === 'ArrowDown' ? 1 : -1) + count) % count;
}

type Props = { mobile?: boolean; className?: string };

export default function LanguageDropdown({ mobile = false, className }: Props): React.ReactNode {
  const { pathname } = useLocation();
  const languages = languagesFor(pathname);
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const menuId = useId();

  const close = useCallback(() => {
    openedByHover.current = false;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, close]);

  if (mobile) {
    return (
      <li className="menu__list-item">
        <span className={clsx('menu__link', styles.mobileHeading)}>
          <IconLanguage className={styles.icon} /> Language
        </span>
        <ul className="menu__list">
          {languages.map((language) => (
            <li key={language.code} className="menu__list-item">
              <Link
                className={clsx('menu__link', language.current && 'menu__link--active')}
                href={language.href}
                // The English entry is the page itself, which may be the 404 page: not a link to check.
                data-noBrokenLinkCheck={language.current}
                lang={language.code}
                hrefLang={language.code}
                aria-current={language.current ? 'page' : undefined}
              >
                {language.label}
              </Link>
            </li>
          ))}
        </ul>
      </li>
    );
  }

  const focusLink = (index: number) => linkRefs.current[index]?.focus();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const current = linkRefs.current.findIndex((link) => link === document.activeElement);
      setOpen(true);
      // The state set here is committed before the next frame, so the links are visible by then.
      requestAnimationFrame(() => focusLink(nextIndex(current, languages.length, event.key as 'ArrowDown')));
    }
  };

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', styles.dropdown, open && styles.open, className)}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (openedByHover.current) close();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={clsx('clean-btn', styles.button)}
        // The name starts with the visible text, as WCAG 2.5.3 (label in name) asks.
        aria-label="English, select language"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (open && openedByHover.current) {
            // A click on a menu opened by hovering pins it open instead of closing it.
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          setOpen(!open);
        }}
      >
        <IconLanguage className={styles.icon} />
        <span className={styles.label}>English</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {languages.map((language, index) => (
          <li key={language.code}>
            <Link
              ref={(node: HTMLAnchorElement | null) => {
                linkRefs.current[index] = node;
              }}
              className={clsx(styles.link, language.current && styles.current)}
              href={language.href}
              data-noBrokenLinkCheck={language.current}
              lang={language.code}
              hrefLang={language.code}
              aria-current={language.current ? 'page' : undefined}
              onClick={close}
            >
              {language.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
