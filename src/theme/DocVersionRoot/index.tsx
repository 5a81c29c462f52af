/**
 * Wraps each docs version's root. The version dropdown names the versions "v5", "v4" (their labels in the config);
 * an archived version's pages name theirs as a number: their titles ("Output | webpack 4", where the current version
 * keeps "Output | webpack", so readers tell the versions apart in tabs and search results), the notice above the
 * page ("This is documentation for webpack 4") and its "Version: 4" badge, which read the label of the version the
 * page is in. Docusaurus formats every page title through the nearest title formatter.
 */
import React from 'react';
import DocVersionRoot from '@theme-original/DocVersionRoot';
import type DocVersionRootType from '@theme/DocVersionRoot';
import type { WrapperProps } from '@docusaurus/types';
import { TitleFormatterProvider } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof DocVersionRootType>;
type Formatter = React.ComponentProps<typeof TitleFormatterProvider>['formatter'];

export default function DocVersionRootWrapper(props: Props): React.ReactNode {
  const { isLast, version: name } = props.version;
  if (isLast) return <DocVersionRoot {...props} />;
  const formatter: Formatter = ({ defaultFormatter, ...params }) =>
    defaultFormatter({ ...params, siteTitle: `${params.siteTitle} ${name}` });
  return (
    <TitleFormatterProvider formatter={formatter}>
      <DocVersionRoot {...props} version={{ ...props.version, label: name }} />
    </TitleFormatterProvider>
  );
}
