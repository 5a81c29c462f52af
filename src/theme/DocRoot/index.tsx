/**
 * Wraps theme-classic's DocRoot with what the section's DocRoot route loads with the page (plugins/docs-lean-props):
 * the sidebars of the section, with the docs they list, handed to the theme through the version context where the
 * docs plugin would have put every sidebar of the version; and the section's in-page anchors for the sidebar, so
 * that the current page's list is in the server render instead of arriving after hydration and pushing the sidebar
 * down.
 */
import React, { useMemo } from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type { WrapperProps } from '@docusaurus/types';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { SectionAnchorsProvider, type SectionAnchors } from '@site/src/components/PageAnchors/useSectionAnchors';

/** A sidebar as the section's route loads it (plugins/docs-lean-props/sectionSidebars.ts). */
type SidebarModule = {
  items: PropVersionMetadata['docsSidebars'][string];
  docs: PropVersionMetadata['docs'];
};

type Props = WrapperProps<typeof DocRootType> & {
  sectionAnchors?: SectionAnchors;
  sectionSidebars?: Readonly<Record<string, SidebarModule>>;
};

export default function DocRootWrapper({ sectionAnchors, sectionSidebars, ...props }: Props): React.ReactNode {
  const version = useDocsVersion();
  const sectionVersion = useMemo<PropVersionMetadata>(() => {
    const sidebars = Object.entries(sectionSidebars ?? {});
    return {
      ...version,
      docsSidebars: {
        ...version.docsSidebars,
        ...Object.fromEntries(sidebars.map(([name, { items }]) => [name, items])),
      },
      docs: Object.assign({}, version.docs, ...sidebars.map(([, { docs }]) => docs)),
    };
  }, [version, sectionSidebars]);
  return (
    <DocsVersionProvider version={sectionVersion}>
      <SectionAnchorsProvider anchors={sectionAnchors}>
        <DocRoot {...props} />
      </SectionAnchorsProvider>
    </DocsVersionProvider>
  );
}
