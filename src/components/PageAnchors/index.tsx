/** The nested list of a page's anchors, shown under its sidebar item. */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { htmlWithWordBreaks } from '@site/src/utils/wordBreaks';
import { nestAnchors, type Anchor } from './anchors';
import styles from './styles.module.css';

type ListProps = { anchors: readonly Anchor[]; pagePath: string; id: string; onNavigate?: () => void };

export function AnchorList({ anchors, pagePath, id, onNavigate }: ListProps): React.ReactNode {
  const nodes = nestAnchors(anchors);
  if (nodes.length === 0) return null;
  const link = (anchor: Anchor) => (
    <Link
      className={styles.anchor}
      to={`${pagePath}#${anchor.id}`}
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
