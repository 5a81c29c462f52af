/**
 * The in-page anchors of every page of a sidebar section, by permalink, from the data module the content-index
 * plugin writes for that section at build time (`anchors-{key}.json`, the key named by each sidebar item's
 * `customProps.anchors`). On a doc page the module comes with the page: the section's DocRoot route loads it
 * (plugins/docs-lean-props/sectionRoots.ts) and src/theme/DocRoot provides it, so the server render already lists
 * the current page's anchors. Where no route provides it (the mobile drawer, rendered by the navbar), the module is
 * a content-hashed chunk loaded once per section when the sidebar shows, unless the page already has it.
 *
 * On a phone the page already has it: the page hydrates with the desktop sidebar inside the DocRoot route (the
 * window size is not known in the server render), then the theme moves the sidebar into the navbar's drawer, out of
 * the route's provider. The drawer asked for the same data again, in the other chunk the bundler makes of the module
 * for the `import()`: 6.8 KB gzip more before /configuration/output/ was interactive at phone width. The modules a
 * route provided are remembered by key, in the browser only (a layout effect), and the drawer reads them there.
 */
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import type { Anchor } from './anchors';

export type SectionAnchors = Readonly<Record<string, readonly Anchor[]>>;

type Loaded = { key: string; anchors: SectionAnchors | null };

const RouteSectionAnchors = createContext<SectionAnchors | undefined>(undefined);

/** Anchors modules this page has, by key: those a route provided and those loaded here. Filled in the browser only. */
const modulesOnPage = new Map<string, SectionAnchors>();

/** Provides the anchors module of the section a DocRoot route loaded to the sidebar it renders. */
export function SectionAnchorsProvider({
  anchors,
  children,
}: {
  anchors: SectionAnchors | undefined;
  children: ReactNode;
}): ReactNode {
  return createElement(RouteSectionAnchors.Provider, { value: anchors }, children);
}

function loadSectionAnchors(key: string): Promise<SectionAnchors> {
  return import(`@generated/content-index/default/anchors-${key}.json`).then(
    (module: { default: SectionAnchors }) => module.default,
  );
}

/**
 * The section's anchors: at once when the route provides them; otherwise once loaded, `undefined` while loading (and
 * in the server render), `null` when the section has none or its module failed to load.
 */
export function useSectionAnchors(key: string | undefined): SectionAnchors | null | undefined {
  const provided = useContext(RouteSectionAnchors);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    if (key && provided) modulesOnPage.set(key, provided);
  }, [key, provided]);
  useEffect(() => {
    if (!key || provided || modulesOnPage.has(key)) return undefined;
    let current = true;
    loadSectionAnchors(key).then(
      (anchors) => {
        modulesOnPage.set(key, anchors);
        if (current) setLoaded({ key, anchors });
      },
      () => current && setLoaded({ key, anchors: null }),
    );
    return () => {
      current = false;
    };
  }, [key, provided]);
  if (!key) return null;
  if (provided) return provided;
  // Filled by layout effects, after the render that hydrates the page: only a component mounted later (the drawer)
  // reads it, never one the server rendered.
  const onPage = modulesOnPage.get(key);
  if (onPage) return onPage;
  return loaded?.key === key ? loaded.anchors : undefined;
}
