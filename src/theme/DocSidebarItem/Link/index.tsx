/**
 * Replaces @docusaurus/theme-classic 3.10.2 DocSidebarItem/Link (a plain
 * link) with a link plus a toggle that lists the page's in-page anchors
 * (levels 2 and 3): open by default for the current page, loaded on demand
 * for the others. Wrapping cannot add children to the original's <li>.
 */
import React, { useId, useState } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';
import { AnchorList } from '@site/src/components/PageAnchors';
import { loadPageAnchors } from '@site/src/components/PageAnchors/contentTree';
import { readAnchors } from '@site/src/components/PageAnchors/store';
import type { Anchor } from '@site/src/components/PageAnchors/anchors';
import { nestAnchors } from '@site/src/components/PageAnchors/anchors';
import styles from './styles.module.css';

type ToggleProps = { label: string; open: boolean; disabled: boolean; controls: string; onToggle: () => void };

function Toggle({ label, open, disabled, controls, onToggle }: ToggleProps): React.ReactNode {
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.toggle, open && styles.open, disabled && styles.disabled)}
      aria-label={`Toggle ${label} section`}
      aria-expanded={open && !disabled}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onToggle}
    />
  );
}

/** The current page: the doc has published its anchors earlier in this render. */
function CurrentPageRow({ link, label, href, listId, open, onToggle, onItemClick }: RowProps): React.ReactNode {
  const anchors = readAnchors(href) ?? [];
  const empty = nestAnchors(anchors).length === 0;
  return (
    <>
      <div className={styles.row}>
        {link}
        <Toggle label={label} open={open} disabled={empty} controls={listId} onToggle={onToggle} />
      </div>
      {open && !empty && <AnchorList anchors={anchors} pagePath={href} id={listId} onNavigate={onItemClick} />}
    </>
  );
}

type RowProps = {
  link: React.ReactNode;
  label: string;
  href: string;
  listId: string;
  open: boolean;
  onToggle: () => void;
  onItemClick?: () => void;
};

/** Another page: its anchors are fetched from the content tree the first time it is opened. */
function OtherPageRow({ link, label, href, listId, open, onToggle, onItemClick }: RowProps): React.ReactNode {
  const [anchors, setAnchors] = useState<Anchor[] | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = () => {
    if (!open && anchors === null) {
      loadPageAnchors(href).then(setAnchors, () => setFailed(true));
    }
    onToggle();
  };
  const empty = anchors !== null && nestAnchors(anchors).length === 0;
  return (
    <>
      <div className={styles.row}>
        {link}
        <Toggle label={label} open={open} disabled={empty || failed} controls={listId} onToggle={toggle} />
      </div>
      {open && anchors && <AnchorList anchors={anchors} pagePath={href} id={listId} onNavigate={onItemClick} />}
    </>
  );
}

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  index: _index,
  ...props
}: Props): React.ReactNode {
  const { href, label, className, autoAddBaseUrl } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const listId = useId();
  // A reader's toggle applies until the page's active state changes (after navigating, the new page opens).
  const [toggled, setToggled] = useState<{ whenActive: boolean; open: boolean } | null>(null);
  const open = toggled && toggled.whenActive === isActive ? toggled.open : isActive;
  const onToggle = () => setToggled({ whenActive: isActive, open: !open });
  const handleClick = onItemClick ? () => onItemClick(item) : undefined;

  const link = (
    <Link
      className={clsx('menu__link', styles.link, !isInternalLink && styles.menuExternalLink, {
        'menu__link--active': isActive,
      })}
      autoAddBaseUrl={autoAddBaseUrl}
      aria-current={isActive ? 'page' : undefined}
      to={href}
      {...(isInternalLink && { onClick: handleClick })}
      {...props}
    >
      <span className={styles.linkLabel}>{label}</span>
      {!isInternalLink && <IconExternalLink />}
    </Link>
  );

  const isDoc = Boolean(item.docId) && isInternalLink;
  const rowProps = { link, label, href, listId, open, onToggle, onItemClick: handleClick };
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        isActive && styles.current,
        className,
      )}
      key={label}
    >
      {!isDoc && link}
      {isDoc && isActive && <CurrentPageRow {...rowProps} />}
      {isDoc && !isActive && <OtherPageRow {...rowProps} />}
    </li>
  );
}
