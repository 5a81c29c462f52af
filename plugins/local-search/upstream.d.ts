/**
 * The parts of @easyops-cn/docusaurus-search-local (0.55) that plugins/local-search reuses. The package ships types
 * for its options only; these describe the server modules as its compiled sources define them.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/index.js' {
  import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

  export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin;
  export function validateOptions(context: OptionValidationContext<PluginOptions, PluginOptions>): PluginOptions;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js' {
  import type { LoadContext } from '@docusaurus/types';
  import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

  /** The options with every list made an array and paths resolved, as the other steps take them. */
  export type ProcessedOptions = PluginOptions & { blogRouteBasePath: string[]; docsRouteBasePath: string[] };
  export function processPluginOptions(options: PluginOptions, context: LoadContext): ProcessedOptions;
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos.js' {
  import type { Props } from '@docusaurus/types';
  import type { ProcessedOptions } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js';

  export type DocInfo = { filePath: string; url: string; type: 'docs' | 'blog' | 'page' };
  /** The built pages to index, per output directory: one per docs version (the last version's is the site root). */
  export function processDocInfos(props: Props, options: ProcessedOptions): { outDir: string; paths: DocInfo[] }[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/scanDocuments.js' {
  import type { ProcessedOptions } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processPluginOptions.js';
  import type { DocInfo } from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/processDocInfos.js';

  type ScannedDocument = { i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[] };
  /** Cuts the pages into documents: page titles, headings (h1–h3), descriptions, keywords, section texts. */
  export function scanDocuments(paths: DocInfo[], options: ProcessedOptions): Promise<ScannedDocument[][]>;
}
