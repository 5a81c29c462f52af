/** Wraps the previous/next links (one chevron each, in their labels) and adds the page's contributors after them. */
import React from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Contributors from '@site/src/components/Contributors';
import styles from './styles.module.css';

export default function PaginatorWrapper(): React.ReactNode {
  const { frontMatter } = useDoc();
  const contributors = (frontMatter as { contributors?: string[] }).contributors ?? [];
  return (
    <>
      <div className={styles.paginator}>
        <Paginator />
      </div>
      <Contributors contributors={contributors} />
    </>
  );
}
