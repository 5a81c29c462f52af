/**
 * Wraps each docs version's root so that the titles of an archived version's
 * pages name it ("Output | webpack 4", where version 5 keeps "Output |
 * webpack"): readers tell the versions apart in tabs and search results.
 * Docusaurus formats every page title through the nearest title formatter.
 */
import React from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type { WrapperProps } from '@docusaurus/types';
import { TitleFormatterProvider } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof DocVersionRootType>;
type Formatter = React.ComponentProps<typeof TitleFormatterProvider>['formatter'];

export default function DocVersionRootWrapper(props: Props): React.ReactNode {
  const { isLast, label } = props.version;
  if (isLast) return <DocVersionRoot {...props} />;
  const formatter: Formatter = ({ defaultFormatter, ...params }) =>
    defaultFormatter({ ...params, siteTitle: `${params.siteTitle} ${label}` });
  return (
    <TitleFormatterProvider formatter={formatter}>
      <DocVersionRoot {...props} />
    </TitleFormatterProvider>
  );
}
