/**
 * The docs plugin, wrapped: the version props every doc page loads keep the version's metadata, and the sidebars and
 * the map of every doc move to the sections (sectionSidebars.ts): each sidebar section gets a DocRoot route of its own
 * that loads the section's sidebar, with its pages' in-page anchors, with the page (sectionRoots.ts). The docs map leaves out each
 * doc's `description`, which no component of this site reads — only `DocCard`, on generated category index pages,
 * which the site does not have. Everything else is the docs plugin's own.
 */
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import type { LoadedContent, PluginOptions } from '@docusaurus/plugin-content-docs';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import { withSectionRoots } from './sectionRoots';
import { sidebarFiles, withSectionSidebars } from './sectionSidebars';
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
  return {
    ...plugin,
    async contentLoaded(args) {
      const needsDescriptions = args.content.loadedVersions.some((version) =>
        Object.values(version.sidebars).some((items) => hasGeneratedIndex(items as SidebarItem[])),
      );
      const sectionOptions = { docRootComponent: options.docRootComponent };
      const lean = (route: RouteConfig) =>
        withSectionRoots(needsDescriptions ? route : withoutDocDescriptions(route), sectionOptions);
      // The sidebar modules are written (createData, asynchronous) before the routes that load them are added.
      const routes: RouteConfig[] = [];
      await plugin.contentLoaded!({
        ...args,
        actions: { ...args.actions, addRoute: (route) => routes.push(lean(route)) },
      });
      const written = new Map<string, string>();
      for (const route of routes) {
        for (const { name, content } of sidebarFiles(route).values()) {
          written.set(name, await args.actions.createData(name, JSON.stringify(content)));
        }
      }
      const sidebarOptions = {
        docVersionRootComponent: options.docVersionRootComponent,
        docRootComponent: options.docRootComponent,
        sidebarModule: (name: string) => written.get(name)!,
      };
      for (const route of routes) args.actions.addRoute(withSectionSidebars(route, sidebarOptions));
    },
  };
}
