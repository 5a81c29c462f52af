/**
 * One DocRoot route per sidebar section, each carrying its section's in-page anchors as a route module.
 *
 * The docs plugin mounts every doc of a version under a single DocRoot route (the sidebar and the page). The sidebar
 * lists the anchors of the page being read, open (plugins/content-index writes them, one data module per section).
 * Loaded by the sidebar after hydration, that list pushed the rest of the sidebar down once the page was on screen
 * (a layout shift of 0.11 on /configuration/output/ at desktop width). As a module of the route, the section's
 * anchors load with the page, before it hydrates, and are in its server render: DocRoot gets them as its
 * `sectionAnchors` prop (src/theme/DocRoot provides them to the sidebar).
 *
 * A section's route is mounted at the path its pages share (`/configuration/`), which no page of another section
 * shares; pages that fit no section stay under a last DocRoot route at the version's path, as before, which also
 * answers an unknown path of the version with the theme's not-found content.
 */
import type { RouteConfig } from '@docusaurus/types';

type SidebarItem = { type: string; customProps?: { anchors?: unknown }; items?: SidebarItem[] };

/** The anchors module key its doc items name (`customProps.anchors`), for each sidebar of a version. */
export function sectionKeys(sidebars: Readonly<Record<string, readonly SidebarItem[]>>): Map<string, string> {
  const keys = new Map<string, string>();
  const find = (items: readonly SidebarItem[]): string | undefined => {
    for (const item of items) {
      if (item.type === 'doc' && typeof item.customProps?.anchors === 'string') return item.customProps.anchors;
      const nested = find(item.items ?? []);
      if (nested) return nested;
    }
    return undefined;
  };
  for (const [name, items] of Object.entries(sidebars)) {
    const key = find(items);
    if (key) keys.set(name, key);
  }
  return keys;
}

/** The longest path of whole segments that every path starts with (`/a/b/` and `/a/c/` share `/a/`). */
export function commonPath(paths: readonly string[]): string {
  const split = paths.map((p) => p.split('/').slice(0, -1));
  const shared: string[] = [];
  for (let i = 0; ; i += 1) {
    const segment = split[0]?.[i];
    if (segment === undefined || split.some((parts) => parts[i] !== segment)) break;
    shared.push(segment);
  }
  return `${shared.join('/')}/`;
}

type Options = {
  /** The theme component of the docs plugin's DocRoot route. */
  docRootComponent: string;
  /** The sidebars of each version, by the version's path. */
  sidebarKeys: (versionPath: string) => ReadonlyMap<string, string> | undefined;
  /** The file of a section's anchors module. */
  anchorsModule: (key: string) => string;
};

function splitDocRoot(docRoot: RouteConfig, { sidebarKeys, anchorsModule }: Options): RouteConfig[] {
  const keys = sidebarKeys(docRoot.path);
  const leaves = docRoot.routes ?? [];
  if (!keys) return [docRoot];
  const bySection = new Map<string, RouteConfig[]>();
  for (const leaf of leaves) {
    const key = typeof leaf.sidebar === 'string' ? keys.get(leaf.sidebar) : undefined;
    if (key) bySection.set(key, [...(bySection.get(key) ?? []), leaf]);
  }
  const sections: RouteConfig[] = [];
  const placed = new Set<RouteConfig>();
  for (const [key, group] of bySection) {
    const prefix = commonPath(group.map((leaf) => leaf.path));
    const others = leaves.filter((leaf) => !group.includes(leaf));
    // A section needs a path of its own: longer than the version's, and under which no other page lies.
    if (prefix.length <= docRoot.path.length || others.some((leaf) => leaf.path.startsWith(prefix))) continue;
    sections.push({
      ...docRoot,
      path: prefix,
      exact: false,
      modules: { sectionAnchors: anchorsModule(key) },
      routes: group,
    });
    group.forEach((leaf) => placed.add(leaf));
  }
  sections.sort((a, b) => b.path.length - a.path.length);
  return [...sections, { ...docRoot, routes: leaves.filter((leaf) => !placed.has(leaf)) }];
}

/** The route tree with each DocRoot route split by section (see above); every other route unchanged. */
export function withSectionRoots(route: RouteConfig, options: Options): RouteConfig {
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes.flatMap((child) =>
      child.component === options.docRootComponent && child.routes
        ? splitDocRoot(child, options)
        : [withSectionRoots(child, options)],
    ),
  };
}
