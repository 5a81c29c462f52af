/**
 * The sidebars of a version, by section. A version route in another shape than the one the docs plugin gives fails the
 * build rather than leave the sidebars where they were.
 *
 * The docs plugin puts every sidebar of a version, and a map of every doc, in the props of the version route, which
 * every doc page of the version loads: all eight sidebars of version 5 (3.1 KB gzip) and 190 docs (2.7 KB) for a page
 * that shows one sidebar. Here the version route keeps its metadata (label, banner, badge, …) and each DocRoot route
 * (one per section, sectionRoots.ts) gets, as a route module per sidebar, the sidebars its pages belong to, with the
 * docs each one lists. `src/theme/DocRoot` hands them back to the theme through the version context, in the shape the
 * docs plugin gives them (`docsSidebars`, `docs`), so the theme's DocRoot and `DocCard` read them as before.
 */
import type { RouteConfig } from '@docusaurus/types';

/** What the version route's `version` prop holds that moves to the sections. */
type VersionProp = {
  version: string;
  docsSidebars: Record<string, unknown[]>;
  docs: Record<string, { sidebar?: string }>;
};

/** A sidebar as a DocRoot route loads it: its items and the docs of the version it lists. */
export type SidebarModule = { items: unknown[]; docs: Record<string, unknown> };

/** The sidebar modules to write: one per sidebar of each version, by a file name unique in the site. */
export type SidebarFiles = Map<string, { name: string; content: SidebarModule }>;

type Options = {
  /** The theme components of the docs plugin's version route and DocRoot route. */
  docVersionRootComponent: string;
  docRootComponent: string;
  /** The file of a sidebar module once written, by its file name. */
  sidebarModule: (fileName: string) => string;
};

const isVersionProp = (value: unknown): value is VersionProp =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VersionProp).version === 'string' &&
  typeof (value as VersionProp).docsSidebars === 'object' &&
  typeof (value as VersionProp).docs === 'object';

/** The file name of a sidebar's module: the docs plugin's version name and the sidebar's name. */
export const sidebarFileName = (versionName: string, sidebar: string): string =>
  `sidebar-${versionName}-${sidebar}.json`.replace(/[^\w.-]/g, '_');

/** Every sidebar of every version route in the tree, as the modules to write. */
export function sidebarFiles(route: RouteConfig): SidebarFiles {
  const files: SidebarFiles = new Map();
  const visit = (node: RouteConfig) => {
    const version = node.props?.version;
    if (isVersionProp(version)) {
      for (const [sidebar, items] of Object.entries(version.docsSidebars)) {
        const docs = Object.fromEntries(Object.entries(version.docs).filter(([, doc]) => doc.sidebar === sidebar));
        const name = sidebarFileName(version.version, sidebar);
        files.set(name, { name, content: { items, docs } });
      }
    }
    node.routes?.forEach(visit);
  };
  visit(route);
  return files;
}

/** The sidebars the pages under a route belong to (the `sidebar` the docs plugin sets on each doc route). */
function sidebarsOf(route: RouteConfig): Set<string> {
  const names = new Set<string>();
  const visit = (node: RouteConfig) => {
    if (typeof node.sidebar === 'string') names.add(node.sidebar);
    node.routes?.forEach(visit);
  };
  route.routes?.forEach(visit);
  return names;
}

/**
 * The route tree with each version route's sidebars and docs map taken out of its props (left empty, in the same
 * shape), and each DocRoot route under it given a `sectionSidebars` module per sidebar its pages belong to.
 */
export function withSectionSidebars(route: RouteConfig, options: Options): RouteConfig {
  const version = route.props?.version;
  if (route.component === options.docVersionRootComponent && !isVersionProp(version)) {
    throw new Error(
      `plugins/perf/docs-lean-props: the docs plugin's version route ${route.path} has no \`version\` prop with ` +
        '`version`, `docsSidebars` and `docs`, as @docusaurus/plugin-content-docs 3.10.2 gives it (lib/routes.js, ' +
        'lib/props.js). Build with PERF_PATCHES_OFF=docs-lean-props and see UPGRADING.md.',
    );
  }
  if (isVersionProp(version)) {
    const withModules = (child: RouteConfig): RouteConfig => {
      if (child.component !== options.docRootComponent) return child;
      const sidebars = [...sidebarsOf(child)].filter((name) => name in version.docsSidebars);
      if (sidebars.length === 0) return child;
      return {
        ...child,
        modules: {
          ...child.modules,
          sectionSidebars: Object.fromEntries(
            sidebars.map((name) => [name, options.sidebarModule(sidebarFileName(version.version, name))]),
          ),
        },
      };
    };
    return {
      ...route,
      props: { ...route.props, version: { ...version, docsSidebars: {}, docs: {} } },
      ...(route.routes && { routes: route.routes.map(withModules) }),
    };
  }
  return route.routes ? { ...route, routes: route.routes.map((child) => withSectionSidebars(child, options)) } : route;
}
