/** Wraps the previous/next links (one chevron each, in their labels) and adds the page's contributors after them. */
import React from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
import Contributors from '@site/src/components/docs/Contributors';
import styles from './styles.module.css';
import type { ContributorsData } from '@site/plugins/contributors';

export default function PaginatorWrapper(): React.ReactNode {
  const { metadata } = useDoc();
  const { bySource } = usePluginData('contributors') as ContributorsData;
  return (
    <>
      <div className={styles.paginator}>
        <Paginator />
      </div>
      <Contributors contributors={bySource[metadata.source] ?? []} />
    </>
  );
}
