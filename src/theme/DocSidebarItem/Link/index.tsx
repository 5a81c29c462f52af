/**
 * Ejected from @docusaurus/theme-classic 3.10.2 DocSidebarItem/Link (a plain
 * link) to add a toggle that lists the page's in-page anchors (levels 2 and
 * 3), open by default for the current page. Wrapping cannot add children to
 * the original's <li>. The anchors come with the sidebar, in the item's
 * `customProps` (config/sidebarItems.ts); labels break only between the parts of
 * long identifiers (utils/wordBreaks). The current page's link scrolls the
 * sidebar (never the window) to itself when out of view, after a load, a
 * navigation or opening the drawer: the theme does not (facebook/docusaurus#7980).
 */
import React, { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { translate } from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';
import { AnchorList } from '@site/src/components/docs/PageAnchors';
import { nestAnchors } from '@site/src/components/docs/PageAnchors/anchors';
import type { DocItemCustomProps } from '@site/config/sidebarItems';
import { WordBreaks } from '@site/src/utils/wordBreaks';
import { scrollIntoViewWithin } from '@site/src/utils/scrollIntoViewWithin';
import styles from './styles.module.css';

type ToggleProps = {
  label: string;
  open: boolean;
  disabled: boolean;
  controls: string | undefined;
  onToggle: () => void;
};

function Toggle({ label, open, disabled, controls, onToggle }: ToggleProps): React.ReactNode {
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.toggle, open && styles.open, disabled && styles.disabled)}
      aria-label={translate(
        {
          id: 'site.docs.sidebar.toggleAnchors',
          message: 'Toggle {label} section',
          description: 'The accessible name of the button that shows or hides the in-page anchors of a sidebar page',
        },
        { label },
      )}
      aria-expanded={open && !disabled}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onToggle}
    />
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
  const { href, label, className, autoAddBaseUrl, customProps } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const listId = useId();
  const anchors = (customProps as Partial<DocItemCustomProps> | undefined)?.anchors ?? [];
  const listed = nestAnchors(anchors).length > 0;
  // A reader's toggle applies until the page's active state changes (after navigating, the new page opens).
  const [toggled, setToggled] = useState<{ whenActive: boolean; open: boolean } | null>(null);
  const open = toggled && toggled.whenActive === isActive ? toggled.open : isActive;
  const onToggle = () => setToggled({ whenActive: isActive, open: !open });
  const handleClick = onItemClick ? () => onItemClick(item) : undefined;
  const row = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (isActive && row.current) scrollIntoViewWithin(row.current);
  }, [isActive]);

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
      <span className={styles.linkLabel}>
        <WordBreaks text={label} />
      </span>
      {!isInternalLink && <IconExternalLink />}
    </Link>
  );

  const isDoc = Boolean(item.docId) && isInternalLink;
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
      {isDoc && (
        <>
          <div className={styles.row} ref={row}>
            {link}
            <Toggle
              label={label}
              open={open}
              disabled={!listed}
              controls={open && listed ? listId : undefined}
              onToggle={onToggle}
            />
          </div>
          {open && listed && (
            <AnchorList anchors={anchors} pagePath={href} current={isActive} id={listId} onNavigate={handleClick} />
          )}
        </>
      )}
    </li>
  );
}
