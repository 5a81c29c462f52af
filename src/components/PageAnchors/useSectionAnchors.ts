/**
 * The in-page anchors of every page of a sidebar section, by permalink, from the data module the content-index
 * plugin writes for that section at build time (`anchors-{key}.json`, the key named by each sidebar item's
 * `customProps.anchors`). The module is a content-hashed chunk, loaded once per section when the sidebar shows.
 */
import { useEffect, useState } from 'react';
import type { Anchor } from './anchors';

export type SectionAnchors = Readonly<Record<string, readonly Anchor[]>>;

type Loaded = { key: string; anchors: SectionAnchors | null };

function loadSectionAnchors(key: string): Promise<SectionAnchors> {
  return import(`@generated/content-index/default/anchors-${key}.json`).then(
    (module: { default: SectionAnchors }) => module.default,
  );
}

/**
 * The section's anchors once loaded; `undefined` while loading (and in the server render), `null` when the section
 * has none or its module failed to load.
 */
export function useSectionAnchors(key: string | undefined): SectionAnchors | null | undefined {
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  useEffect(() => {
    if (!key) return undefined;
    let current = true;
    loadSectionAnchors(key).then(
      (anchors) => current && setLoaded({ key, anchors }),
      () => current && setLoaded({ key, anchors: null }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (!key) return null;
  return loaded?.key === key ? loaded.anchors : undefined;
}
