/** Wraps the previous/next links to add the page's contributors after them. */
import React from 'react';
import Paginator from '@theme-original/DocItem/Paginator';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Contributors from '@site/src/components/Contributors';

export default function PaginatorWrapper(): React.ReactNode {
  const { frontMatter } = useDoc();
  const contributors = (frontMatter as { contributors?: string[] }).contributors ?? [];
  return (
    <>
      <Paginator />
      <Contributors contributors={contributors} />
    </>
  );
}
