/**
 * The speed layer: every patch that relies on a non-public detail of Docusaurus, the bundler or a third-party package,
 * each in a folder of its own with a `patch` declaration of what it relies on (./patch.ts). The site's config takes
 * them from here, and one environment variable turns them off:
 *
 *   PERF_PATCHES_OFF=all                   stock Docusaurus (with the site's own features): no patch at all
 *   PERF_PATCHES_OFF=lean-head,split-css   every patch but these
 *
 * See README.md for what each patch saves, and UPGRADING.md at the root for what to do when Docusaurus changes.
 */
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import type { Patch, PatchInfo } from './patch';
import chunkFilenames, { patch as chunkFilenamesPatch } from './chunk-filenames';
import codeBlockUtils, { patch as codeBlockUtilsPatch } from './code-block-utils';
import { patch as docsLeanPropsPatch } from './docs-lean-props/patch';
import leanGeneratedModules, { patch as leanGeneratedModulesPatch } from './lean-generated-modules';
import leanHead, { patch as leanHeadPatch } from './lean-head';
import offlineScope, { patch as offlineScopePatch, type Options as OfflineScopeOptions } from './offline-scope';
import prefetchOnce, { patch as prefetchOncePatch } from './prefetch-once';
import splitCss, { patch as splitCssPatch } from './split-css';
import themeClientModules, { patch as themeClientModulesPatch } from './theme-client-modules';
import tslibHelpers, { patch as tslibHelpersPatch } from './tslib-helpers';
import unusedInfima, { patch as unusedInfimaPatch } from './unused-infima';
import { cacheSaltPlugin } from './cacheSalt';

export type { Patch, PatchInfo, Reliance } from './patch';

/** The environment variable that turns patches off. */
export const SWITCH = 'PERF_PATCHES_OFF';

const withPlugin = (info: PatchInfo, plugin: PluginConfig): Patch => ({ ...info, plugin });

/** Every patch, in the order the site loads them. */
export const PATCHES: readonly Patch[] = [
  withPlugin(docsLeanPropsPatch, path.join(__dirname, 'docs-lean-props/index.ts')),
  withPlugin(themeClientModulesPatch, themeClientModules),
  withPlugin(codeBlockUtilsPatch, codeBlockUtils),
  withPlugin(unusedInfimaPatch, unusedInfima),
  withPlugin(chunkFilenamesPatch, chunkFilenames),
  withPlugin(tslibHelpersPatch, tslibHelpers),
  withPlugin(prefetchOncePatch, prefetchOnce),
  withPlugin(leanGeneratedModulesPatch, leanGeneratedModules),
  withPlugin(leanHeadPatch, leanHead),
  withPlugin(splitCssPatch, splitCss),
  withPlugin(offlineScopePatch, offlineScope),
];

/** The site's options of the patches that take some. */
export type PatchOptions = { 'offline-scope'?: OfflineScopeOptions };

/**
 * The names of the patches the variable turns off: all of them for `all`, none when it is unset or empty. An unknown
 * name fails, listing the known ones, so that a typo never builds a site the reader did not ask for.
 */
export function patchesOff(value: string | undefined = process.env[SWITCH]): ReadonlySet<string> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return new Set(PATCHES.map((p) => p.name));
  const known = new Set(PATCHES.map((p) => p.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `${SWITCH}: unknown patch ${unknown.join(', ')}. Use "all" or a comma-separated list of: ${[...known].join(', ')}.`,
    );
  }
  return new Set(names);
}

/** The patches that are on. */
export function patchesOn(value?: string): Patch[] {
  const off = patchesOff(value);
  return PATCHES.filter((p) => !off.has(p.name));
}

/**
 * The docs plugin to load with the site's docs options: docs-lean-props when it is on, else
 * @docusaurus/plugin-content-docs itself.
 */
export function docsPlugin(value?: string): string {
  const wrapper = patchesOn(value).find((p) => p.kind === 'docs');
  return wrapper ? (wrapper.plugin as string) : '@docusaurus/plugin-content-docs';
}

/**
 * The plugins of the patches that are on, and the one that keeps the bundler's persistent cache of one set of patches
 * apart from another's (./cacheSalt.ts).
 */
export function perfPlugins(options: PatchOptions = {}, value?: string): PluginConfig[] {
  const on = patchesOn(value);
  const off = PATCHES.filter((p) => !on.includes(p)).map((p) => p.name);
  const entry = (p: Patch): PluginConfig => {
    const own = options[p.name as keyof PatchOptions];
    return own ? ([p.plugin, own] as PluginConfig) : p.plugin;
  };
  return [...on.filter((p) => p.kind === 'plugin').map(entry), () => cacheSaltPlugin(off)];
}
