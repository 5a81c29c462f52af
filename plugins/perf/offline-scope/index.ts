/**
 * Keeps the scripts of pages the offline precache leaves out (the archived docs versions, the test fixtures) out of it
 * too. plugin-pwa's offline mode precaches every file its globs match, minus `globIgnores`: the site ignores the
 * archived versions' pages (`v4/**`), but their scripts (the content and data of every version 4 page, named by chunk
 * id) matched anyway. This plugin lists, as the client build ends, the files that only those pages load; the PWA's
 * `manifestTransforms` drops them (`withoutExcludedFiles`). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, PluginModule } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { PatchInfo } from '../patch';

export const patch: PatchInfo = {
  name: 'offline-scope',
  summary: "the offline precache leaves out the scripts that only archived versions' and printable pages load",
  kind: 'plugin',
  reliesOn: [
    {
      package: '@docusaurus/plugin-content-docs',
      version: '3.10.2',
      files: ['lib/index.js', 'lib/routes.js'],
      detail:
        "a version's route data is a generated module named `@generated/docusaurus-plugin-content-docs/<id>/p/<version path with a dash before each number>-…`, and docs are imported as `@site/<docs path>/…`",
    },
    {
      package: '@docusaurus/core',
      version: '3.10.2',
      files: ['lib/server/codegen/codegenRoutes.js'],
      detail:
        "route modules are loaded by `import()` requests that are the modules' paths, visible as the chunk groups' origins",
    },
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the list is written, in the generated files' folder (`.docusaurus/`). */
export const EXCLUDED_FILES = 'precache-excluded-files.json';

export type Options = {
  /** Module requests of the routes whose pages the precache leaves out (`archivedVersionRequests`…). */
  excluded: RegExp[];
};

/**
 * The module requests of an archived docs version's routes: its docs (`@site/versioned_docs/version-4/…`), the
 * version's route data that the docs plugin generates (`@generated/docusaurus-plugin-content-docs/default/p/v-4-…`,
 * named from the version's path), and its sections' sidebars that plugins/perf/docs-lean-props writes in their place
 * (`…/.docusaurus/docusaurus-plugin-content-docs/default/sidebar-4-api.json`, an absolute path).
 */
export function archivedVersionRequests(versionName: string, versionPath: string): RegExp[] {
  const dataName = versionPath.replace(/(\D)(\d)/g, '$1-$2');
  return [
    new RegExp(`^@site/versioned_docs/version-${escape(versionName)}/`),
    new RegExp(`^@generated/docusaurus-plugin-content-docs/[^/]+/p/${escape(dataName)}-`),
    new RegExp(
      `[\\\\/]docusaurus-plugin-content-docs[\\\\/][^\\\\/]+[\\\\/]sidebar-${escape(versionName)}-[^\\\\/]+\\.json$`,
    ),
  ];
}

/** The module requests of the printable pages: their page component and the data plugins/printable writes for them. */
export const PRINTABLE_REQUESTS: readonly RegExp[] = [
  /^@theme\/PrintablePage$/,
  /[\\/]printable[\\/][^\\/]+[\\/]printable-[^\\/]+\.json$/,
];

/**
 * The module requests of the blog's routes (posts, lists, tags, authors, archive): their posts, the data and list
 * props the blog plugin generates (`@generated/docusaurus-plugin-content-blog/…`, `~blog/…`) and its page components.
 * The blog is news, not the docs a reader offline needs first; the posts a reader opens are kept as they are read.
 */
export const BLOG_REQUESTS: readonly RegExp[] = [
  /^@site\/blog\//,
  /^@generated\/docusaurus-plugin-content-blog\//,
  /^~blog\//,
  /^@theme\/Blog[A-Z/]/,
];

/** A chunk group as the bundler gives it: its files, and the `import()` requests that load it. */
export type ChunkGroupLike = {
  isInitial(): boolean;
  getFiles(): string[];
  origins: { request?: string | undefined }[];
};

/**
 * The files that only chunk groups of excluded routes load: every `import()` that loads them asks for an excluded
 * module, and no other group (nor any entry point) has them.
 */
export function excludedOnlyFiles(groups: readonly ChunkGroupLike[], excluded: readonly RegExp[]): string[] {
  const isExcluded = (group: ChunkGroupLike) =>
    !group.isInitial() &&
    group.origins.length > 0 &&
    group.origins.every(({ request }) => request !== undefined && excluded.some((pattern) => pattern.test(request)));
  const kept = new Set(groups.filter((group) => !isExcluded(group)).flatMap((group) => group.getFiles()));
  return [...new Set(groups.filter(isExcluded).flatMap((group) => group.getFiles()))].filter((file) => !kept.has(file));
}

/** The module requests of a docs plugin instance's routes (`@generated/docusaurus-plugin-content-docs/<id>/…`). */
export function docsPluginRequests(pluginId: string, docsPath: string): RegExp[] {
  return [
    new RegExp(`^@site/${escape(docsPath)}/`),
    new RegExp(`^@generated/docusaurus-plugin-content-docs/${escape(pluginId)}/`),
  ];
}

type CompilerLike = {
  hooks: {
    afterEmit: { tap(name: string, fn: (compilation: { chunkGroups: readonly ChunkGroupLike[] }) => void): void };
  };
};

export class ExcludedFilesPlugin {
  constructor(
    private readonly file: string,
    private readonly excluded: readonly RegExp[],
  ) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap('ExcludedFilesPlugin', (compilation) => {
      fs.writeFileSync(this.file, JSON.stringify(excludedOnlyFiles(compilation.chunkGroups, this.excluded)));
    });
  }
}

type ManifestEntry = { url: string; revision: string | null; size: number };

/**
 * A `manifestTransforms` entry for plugin-pwa's `injectManifestConfig`: the precache without the files only excluded
 * pages load. A build that wrote no list (a development server) keeps the precache whole.
 */
export function withoutExcludedFiles(generatedFilesDir: string) {
  return async (entries: ManifestEntry[]): Promise<{ manifest: ManifestEntry[]; warnings: string[] }> => {
    const file = path.join(generatedFilesDir, EXCLUDED_FILES);
    if (!fs.existsSync(file)) return { manifest: entries, warnings: [] };
    const excluded = new Set(JSON.parse(fs.readFileSync(file, 'utf8')) as string[]);
    return { manifest: entries.filter(({ url }) => !excluded.has(url)), warnings: [] };
  };
}

export default function offlineScopePlugin(
  context: Pick<LoadContext, 'generatedFilesDir'>,
  validated: unknown,
): Plugin {
  // Docusaurus passes the options through validateOptions (below) first.
  const options = validated as Options;
  const file = path.join(context.generatedFilesDir, EXCLUDED_FILES);
  return {
    name: 'offline-scope',
    configureWebpack(config, isServer) {
      // A stale list from an earlier build must not trim this one's precache.
      if (!isServer) fs.rmSync(file, { force: true });
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [new ExcludedFilesPlugin(file, options.excluded)] };
    },
  };
}

const schema = Joi.object<Options>({ excluded: Joi.array().items(Joi.object().instance(RegExp)).default([]) });

export function validateOptions({ validate, options }: OptionValidationContext<unknown, Options>): Options {
  return validate(schema, options);
}

offlineScopePlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
