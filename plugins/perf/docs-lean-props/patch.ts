/** What docs-lean-props relies on (see ../patch.ts); apart from index.ts, which loads the docs plugin. */
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'docs-lean-props',
  summary: "the docs plugin, wrapped: a doc page loads its section's sidebar, without the docs' descriptions",
  kind: 'docs',
  reliesOn: [
    {
      package: '@docusaurus/plugin-content-docs',
      version: '3.10.2',
      files: ['lib/index.js', 'lib/routes.js', 'lib/props.js'],
      detail:
        'contentLoaded adds one route per version whose `version` prop holds `docsSidebars` and `docs` (with descriptions), a DocRoot route under it with one route per doc carrying its `sidebar`',
    },
    {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      files: ['lib/theme/DocRoot/index.js', 'lib/theme/DocCard/index.js'],
      detail:
        "the theme reads sidebars and docs from the version context (DocsVersionProvider), and only DocCard reads a doc's description",
    },
  ],
};
