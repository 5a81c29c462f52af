/**
 * Wraps theme-classic's DocRoot to give its sidebar the in-page anchors of the section, which the section's DocRoot
 * route loads with the page (plugins/docs-lean-props/sectionRoots.ts): the current page's list is then in the
 * server render instead of arriving after hydration and pushing the sidebar down.
 */
import React from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type { WrapperProps } from '@docusaurus/types';
import { SectionAnchorsProvider, type SectionAnchors } from '@site/src/components/PageAnchors/useSectionAnchors';

type Props = WrapperProps<typeof DocRootType> & { sectionAnchors?: SectionAnchors };

export default function DocRootWrapper({ sectionAnchors, ...props }: Props): React.ReactNode {
  return (
    <SectionAnchorsProvider anchors={sectionAnchors}>
      <DocRoot {...props} />
    </SectionAnchorsProvider>
  );
}
