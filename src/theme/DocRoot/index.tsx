/**
 * Wraps theme-classic's DocRoot with what the section's DocRoot route loads with the page when the speed layer is on
 * (plugins/perf/docs-lean-props): the sidebars of the section, with the docs they list, handed to the theme through
 * the version context where the docs plugin would have put every sidebar of the version. Without it (stock docs
 * plugin) the route has no such module and the version context is the docs plugin's own.
 */
import React, { useMemo } from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type { WrapperProps } from '@docusaurus/types';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';

/** A sidebar as the section's route loads it (plugins/perf/docs-lean-props/sectionSidebars.ts). */
type SidebarModule = {
  items: PropVersionMetadata['docsSidebars'][string];
  docs: PropVersionMetadata['docs'];
};

type Props = WrapperProps<typeof DocRootType> & {
  sectionSidebars?: Readonly<Record<string, SidebarModule>>;
};

export default function DocRootWrapper({ sectionSidebars, ...props }: Props): React.ReactNode {
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
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
