/**
 * What every internal patch of the speed layer declares about itself: the upstream files and behaviours it relies on,
 * at the exact versions it was made for (package.json pins them). The upstream suite (tests/upstream) reads these
 * declarations, checks them against the installed packages, and names the patch and the file when they disagree.
 */
import type { PluginConfig } from '@docusaurus/types';

export type Reliance = {
  /** The package, as pinned in package.json. */
  package: string;
  /** The version the patch was made for: package.json pins this exact version. */
  version: string;
  /** The package's files the patch reads, aliases, rewrites or mirrors (relative to the package's folder). */
  files: readonly string[];
  /** What of them the patch relies on, in one sentence. */
  detail: string;
};

/** What a patch's module says of itself (`export const patch`); the registry (./index.ts) adds the plugin. */
export type PatchInfo = {
  /** The patch's folder under plugins/perf/, and its name in PERF_PATCHES_OFF. */
  name: string;
  /** What it changes, in one line. */
  summary: string;
  reliesOn: readonly Reliance[];
  /**
   * How the site loads it: `plugin` (added to the site's plugins), or `docs` (it is the docs plugin, wrapped: stock
   * mode loads @docusaurus/plugin-content-docs with the same options instead).
   */
  kind: 'plugin' | 'docs';
};

export type Patch = PatchInfo & {
  /** The plugin, as a Docusaurus plugin entry (for `docs`, the module path that takes the docs plugin's options). */
  plugin: PluginConfig;
};
