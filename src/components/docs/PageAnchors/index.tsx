/**
 * The nested list of a page's anchors, shown under its sidebar item. The anchors of the page being read are plain
 * in-page links (`#id`), as the table of contents has them: a Docusaurus link to `/page/#id` prefetches the page's
 * chunks again for each anchor that comes into view (the prefetch is keyed by the whole address), which on
 * /configuration/output/ put about 500 `<link rel="prefetch">` elements into the head after every load.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { htmlWithWordBreaks } from '@site/src/utils/wordBreaks';
import { nestAnchors, type Anchor } from './anchors';
import styles from './styles.module.css';

type ListProps = {
  anchors: readonly Anchor[];
  pagePath: string;
  /** The list belongs to the page being read: its links stay on the page. */
  current: boolean;
  id: string;
  onNavigate?: () => void;
};

export function AnchorList({ anchors, pagePath, current, id, onNavigate }: ListProps): React.ReactNode {
  const nodes = nestAnchors(anchors);
  if (nodes.length === 0) return null;
  const link = (anchor: Anchor) => (
    <Link
      className={styles.anchor}
      to={current ? `#${anchor.id}` : `${pagePath}#${anchor.id}`}
      onClick={onNavigate}
      // Values are the site's own headings as HTML, escaped at build time (plugins/content-index/anchors).
      dangerouslySetInnerHTML={{ __html: htmlWithWordBreaks(anchor.value) }}
    />
  );
  return (
    <ul id={id} className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          {link(node)}
          {node.children.length > 0 && (
            <ul className={clsx(styles.list, styles.nested)}>
              {node.children.map((child) => (
                <li key={child.id}>{link(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
