/**
 * Adds /{section}/printable/ (and /v4/{section}/printable/): every page of a
 * docs section, in sidebar order, fully rendered on one page for printing.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { PRINTABLE_SECTIONS } from '../../src/constants';
import { printableSections, type VersionDocs } from './sectionDocs';

export type Options = { sections?: readonly string[]; docsPluginId?: string };

export default function printablePlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as Options;
  const sections = options.sections ?? PRINTABLE_SECTIONS;
  const docsPluginId = options.docsPluginId ?? 'default';
  return {
    name: 'printable',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[docsPluginId] as
        { loadedVersions: VersionDocs[] } | undefined;
      if (!docsContent) throw new Error(`printable: no docs plugin with id "${docsPluginId}"`);
      for (const version of docsContent.loadedVersions) {
        for (const section of printableSections(version, sections)) {
          const docs = await actions.createData(
            `printable-${section.versionName}-${section.section}.json`,
            JSON.stringify(section.docs.map(({ title, permalink, anchorId }) => ({ title, permalink, anchorId }))),
          );
          actions.addRoute({
            path: section.path,
            exact: true,
            component: '@theme/PrintablePage',
            modules: {
              docs,
              contents: section.docs.map((doc) => ({ content: doc.source })),
            },
          });
        }
      }
    },
  };
}
