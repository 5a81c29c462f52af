/** Wraps the previous/next links to add the page's contributors after them. */
import React from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { usePluginData } from '@docusaurus/useGlobalData';
import Contributors from '@site/src/components/Contributors';
import type { ContributorsData } from '@site/plugins/contributors';

export default function PaginatorWrapper(): React.ReactNode {
  const { metadata } = useDoc();
  const { bySource } = usePluginData('contributors') as ContributorsData;
  return (
    <>
      <Paginator />
      <Contributors contributors={bySource[metadata.source] ?? []} />
    </>
  );
}
