/**
 * The site's local search: an index of the built pages, in parts a reader downloads as a query needs them, one per
 * docs version; the search box of the navbar and the /search/ page. Registered as a theme in docusaurus.config.ts when
 * Algolia is not configured. See README.md.
 */
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { DEFAULT_BUILD_OPTIONS, type Synonyms } from './indexer/build';
import { writeSiteIndexes } from './indexer/site';

export type Options = {
  /** Headings whose sections are left out of the index (compared without case), with their subsections. */
  ignoredHeadings: string[];
  /** A word in the pages → words readers search for instead. */
  synonyms: Synonyms;
  /** How results of some pages rank against the docs' own pages for the same kind of match (1 = the same). */
  weights: {
    blogPosts: number;
    /** Docs whose front matter has `frontMatterKey`: pages imported from elsewhere (package READMEs). */
    importedDocs: { frontMatterKey: string; weight: number };
  };
  /**
   * URLs of docs pages (with their version's path) that are, with the blog's posts, the site's history: guides to
   * migrate from versions long gone. Where no title or heading answers a query, they come after the pages that answer
   * it in passing.
   */
  historyPages: string[];
};

/** Sections every page or package README ends with, which say nothing about the page's subject. */
export const DEFAULT_IGNORED_HEADINGS = ['Further Reading', 'Related', 'Contributors', 'Contributing', 'License'];

/** The search page's route. */
export const SEARCH_PAGE_PATH = 'search/';

export default function localSearchPlugin(context: LoadContext, validatedOptions: unknown): Plugin {
  // Docusaurus passes the options through validateOptions (below) first.
  const options = validatedOptions as Options;
  const themePath = path.resolve(__dirname, 'theme');
  return {
    name: 'local-search',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    async contentLoaded({ actions }) {
      actions.addRoute({
        path: `${context.baseUrl}${SEARCH_PAGE_PATH}`,
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    // Synchronous from start to end: see indexer/site.ts.
    postBuild(props) {
      const started = Date.now();
      const written = writeSiteIndexes(props, { ...DEFAULT_BUILD_OPTIONS, ...options });
      const pages = written.map(({ label, pages: count }) => `${count} pages of version ${label}`).join(', ');
      console.log(`[local-search] indexed ${pages} in ${Date.now() - started} ms`);
      return Promise.resolve();
    },
  };
}

const schema = Joi.object<Options>({
  ignoredHeadings: Joi.array().items(Joi.string()).default(DEFAULT_IGNORED_HEADINGS),
  synonyms: Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string())).default({}),
  weights: Joi.object({
    blogPosts: Joi.number().min(0).default(1),
    importedDocs: Joi.object({
      frontMatterKey: Joi.string().required(),
      weight: Joi.number().min(0).required(),
    }).default({ frontMatterKey: 'source', weight: 1 }),
  }).default(),
  historyPages: Joi.array().items(Joi.string().pattern(/^\//)).default([]),
});

export function validateOptions({ validate, options }: OptionValidationContext<unknown, Options>): Options {
  return validate(schema, options);
}

localSearchPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
