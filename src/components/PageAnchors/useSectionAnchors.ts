/**
 * The in-page anchors of every page of a sidebar section, by permalink, from the data module the content-index
 * plugin writes for that section at build time (`anchors-{key}.json`, the key named by each sidebar item's
 * `customProps.anchors`). On a doc page the module comes with the page: the section's DocRoot route loads it
 * (plugins/docs-lean-props/sectionRoots.ts) and src/theme/DocRoot provides it, so the server render already lists
 * the current page's anchors. Where no route provides it (the mobile drawer, rendered by the navbar), the module is
 * a content-hashed chunk loaded once per section when the sidebar shows.
 */
import { createContext, createElement, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Anchor } from './anchors';

export type SectionAnchors = Readonly<Record<string, readonly Anchor[]>>;

type Loaded = { key: string; anchors: SectionAnchors | null };

const RouteSectionAnchors = createContext<SectionAnchors | undefined>(undefined);

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
  useEffect(() => {
    if (!key || provided) return undefined;
    let current = true;
    loadSectionAnchors(key).then(
      (anchors) => current && setLoaded({ key, anchors }),
      () => current && setLoaded({ key, anchors: null }),
    );
    return () => {
      current = false;
    };
  }, [key, provided]);
  if (!key) return null;
  if (provided) return provided;
  return loaded?.key === key ? loaded.anchors : undefined;
}
