/**
 * Adds /{section}/printable/ (and /v4/{section}/printable/): every page of a
 * docs section, in sidebar order, fully rendered on one page for printing.
 */
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { PRINTABLE_SECTIONS } from '../../src/constants';
import { printableSections, type VersionDocs } from './sectionDocs';

export type Options = {
  /** Sections that get a printable page. */
  sections: string[];
  /** The docs plugin whose content is printed. */
  docsPluginId: string;
};

export type PluginOptions = Options & { id: string };

const optionsSchema = Joi.object<PluginOptions>({
  sections: Joi.array()
    .items(Joi.string().pattern(/^[a-z\d-]+$/))
    .default([...PRINTABLE_SECTIONS]),
  docsPluginId: Joi.string().default('default'),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<Options> | undefined, PluginOptions>): PluginOptions {
  return validate(optionsSchema, options ?? {});
}

export default function printablePlugin(_context: LoadContext, options: PluginOptions): Plugin<undefined> {
  const { sections, docsPluginId } = options;
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
