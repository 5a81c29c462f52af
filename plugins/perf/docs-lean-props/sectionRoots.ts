/**
 * One DocRoot route per sidebar section.
 *
 * The docs plugin mounts every doc of a version under a single DocRoot route (the sidebar and the page). Here each
 * sidebar's pages get a DocRoot route of their own, so that it can load that sidebar alone with the page
 * (sectionSidebars.ts): the sidebar, with the in-page anchors its items carry (config/sidebarItems.ts), is then in the
 * page's server render, and a page does not load the other sections' sidebars.
 *
 * A section's route is mounted at the path its pages share (`/configuration/`), which no page of another section
 * shares; pages that fit no section stay under a last DocRoot route at the version's path, as before, which also
 * answers an unknown path of the version with the theme's not-found content.
 */
import type { RouteConfig } from '@docusaurus/types';

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
};

function splitDocRoot(docRoot: RouteConfig): RouteConfig[] {
  const leaves = docRoot.routes ?? [];
  const bySection = new Map<string, RouteConfig[]>();
  for (const leaf of leaves) {
    if (typeof leaf.sidebar === 'string') bySection.set(leaf.sidebar, [...(bySection.get(leaf.sidebar) ?? []), leaf]);
  }
  const sections: RouteConfig[] = [];
  const placed = new Set<RouteConfig>();
  for (const group of bySection.values()) {
    const prefix = commonPath(group.map((leaf) => leaf.path));
    const others = leaves.filter((leaf) => !group.includes(leaf));
    // A section needs a path of its own: longer than the version's, and under which no other page lies.
    if (prefix.length <= docRoot.path.length || others.some((leaf) => leaf.path.startsWith(prefix))) continue;
    sections.push({ ...docRoot, path: prefix, exact: false, routes: group });
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
        ? splitDocRoot(child)
        : [withSectionRoots(child, options)],
    ),
  };
}
