/**
 * Wraps the doc layout to hand the page's table of contents to its sidebar
 * item (rendered earlier in the tree, see components/PageAnchors/store).
 */
import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { publishAnchors } from '@site/src/components/PageAnchors/store';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): React.ReactNode {
  const { metadata, toc } = useDoc();
  // During render on purpose: the server render must see it before it finishes the page.
  publishAnchors(metadata.permalink, toc);
  return <Layout {...props} />;
}
