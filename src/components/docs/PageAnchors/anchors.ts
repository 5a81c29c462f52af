/** In-page anchors of a doc as the sidebar lists them: levels 2 and 3 only, level 3 nested under level 2. */

/** An anchor as the build gives it (plugins/content-index/anchors): `value` is the heading as HTML (inline code, emphasis). */
export type Anchor = { value: string; id: string; level: number };
export type AnchorNode = Anchor & { children: Anchor[] };

export function nestAnchors(anchors: readonly Anchor[]): AnchorNode[] {
  const nodes: AnchorNode[] = [];
  for (const anchor of anchors) {
    if (anchor.level === 2) nodes.push({ ...anchor, children: [] });
    else if (anchor.level === 3) {
      const parent = nodes.at(-1);
      // A level-3 heading before any level-2 one has no parent: list it at the top.
      if (parent) parent.children.push(anchor);
      else nodes.push({ ...anchor, children: [] });
    }
  }
  return nodes;
}
