/**
 * The docs plugin, wrapped: the version props every doc page loads (the sidebars and a map of every doc of the
 * version) leave out each doc's `description`, which no component of this site reads — only `DocCard`, on generated
 * category index pages, which the site does not have; and each sidebar section gets a DocRoot route of its own that
 * loads the section's in-page anchors with the page (sectionRoots.ts). Everything else is the docs plugin's own.
 */
import path from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import { anchorsModuleFile } from '../content-index';
import { sectionKeys, withSectionRoots } from './sectionRoots';

export { validateOptions };

type VersionProp = { docs?: Record<string, { description?: string }> };
type SidebarItem = { type: string; link?: { type: string }; items?: SidebarItem[] };

/** Generated category index pages list their docs with descriptions (theme `DocCard`). */
function hasGeneratedIndex(items: readonly SidebarItem[]): boolean {
  return items.some((item) => item.link?.type === 'generated-index' || hasGeneratedIndex(item.items ?? []));
}

/** The route tree with the doc descriptions taken out of each version route's `version` prop. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  return {
    ...route,
    ...(version?.docs && {
      props: {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
          ),
        },
      },
    }),
    ...(route.routes && { routes: route.routes.map(withoutDocDescriptions) }),
  };
}

export default async function docsWithLeanVersionProps(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  return {
    ...plugin,
    async contentLoaded(args) {
      const needsDescriptions = args.content.loadedVersions.some((version) =>
        Object.values(version.sidebars).some((items) => hasGeneratedIndex(items as SidebarItem[])),
      );
      const keysByVersion = new Map(
        args.content.loadedVersions.map((version) => [
          withSlash(version.path),
          sectionKeys(version.sidebars as Record<string, SidebarItem[]>),
        ]),
      );
      const sectionOptions = {
        docRootComponent: options.docRootComponent,
        sidebarKeys: (versionPath: string) => keysByVersion.get(withSlash(versionPath)),
        // Written by plugins/content-index (its data directory), which the theme also imports from.
        anchorsModule: (key: string) =>
          path.join(context.generatedFilesDir, 'content-index', 'default', anchorsModuleFile(key)),
      };
      const lean = (route: RouteConfig) =>
        withSectionRoots(needsDescriptions ? route : withoutDocDescriptions(route), sectionOptions);
      return plugin.contentLoaded!({
        ...args,
        actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(lean(route)) },
      });
    },
  };
}
