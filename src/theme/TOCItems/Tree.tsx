/**
 * Wraps the table of contents tree so that long identifiers in headings
 * (`output.compareBeforeEmit`) break only between their parts: a <wbr> at each
 * break opportunity (utils/wordBreaks) and no breaking inside words.
 */
import React, { useMemo } from 'react';
import clsx from 'clsx';
import Tree from '@theme-original/TOCItems/Tree';
import type { Props } from '@theme/TOCItems/Tree';
import { htmlWithWordBreaks } from '@site/src/utils/wordBreaks';
import styles from './styles.module.css';

type TOCTreeNode = Props['toc'][number];

function withWordBreaks(toc: readonly TOCTreeNode[]): TOCTreeNode[] {
  return toc.map((node) => ({
    ...node,
    value: htmlWithWordBreaks(node.value),
    children: withWordBreaks(node.children),
  }));
}

export default function TreeWrapper({ toc, linkClassName, ...props }: Props): React.ReactNode {
  const breakable = useMemo(() => withWordBreaks(toc), [toc]);
  return <Tree {...props} toc={breakable} linkClassName={clsx(linkClassName, styles.link)} />;
}
