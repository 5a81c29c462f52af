/**
 * Anchors of pages other than the current one, read on demand from the
 * version's content tree (`/content-tree.json`, `/v4/content-tree.json`),
 * which the content-index plugin writes at build time.
 */
import { escapeHtml, withTrailingSlash } from '@site/src/utils/text';
import type { Anchor } from './anchors';

type TreeNode = {
  type: 'file' | 'directory';
  url: string;
  anchors?: { title: string; id: string; level: number }[];
  children?: TreeNode[];
};

const trees = new Map<string, Promise<Map<string, Anchor[]>>>();

/** The content tree that lists a page: v4 pages are in the v4 tree. */
export function treeUrlFor(pagePath: string): string {
  const version = /^\/v\d+\//.exec(pagePath)?.[0];
  return `${version ?? '/'}content-tree.json`;
}

export function anchorsByUrl(root: TreeNode): Map<string, Anchor[]> {
  const byUrl = new Map<string, Anchor[]>();
  const visit = (node: TreeNode) => {
    if (node.type === 'file') {
      byUrl.set(
        node.url,
        (node.anchors ?? []).map((a) => ({ value: escapeHtml(a.title), id: a.id, level: a.level })),
      );
    }
    node.children?.forEach(visit);
  };
  visit(root);
  return byUrl;
}

export function loadPageAnchors(pagePath: string): Promise<Anchor[]> {
  const url = treeUrlFor(pagePath);
  let tree = trees.get(url);
  if (!tree) {
    tree = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<TreeNode>;
      })
      .then(anchorsByUrl);
    // A failed fetch is not cached: the next toggle tries again.
    tree.catch(() => trees.delete(url));
    trees.set(url, tree);
  }
  // Sidebar hrefs are permalinks without the trailing slash the built URLs (and the tree) have.
  const key = withTrailingSlash(pagePath);
  return tree.then((byUrl) => byUrl.get(key) ?? []);
}
