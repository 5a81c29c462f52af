import { withTrailingSlash } from '@site/src/utils/text';

export type PrintableDoc = { title: string; permalink: string; anchorId: string };

/** Where a link to `href` should point on this page: the doc's place here, or unchanged. */
export function printableHref(href: string | undefined, docs: readonly PrintableDoc[]): string | undefined {
  if (!href || !href.startsWith('/')) return href;
  const target = withTrailingSlash(href.split(/[?#]/, 1)[0]!);
  // Permalinks come from the docs plugin before the trailing-slash setting is applied.
  const doc = docs.find((d) => withTrailingSlash(d.permalink) === target);
  return doc ? `#${doc.anchorId}` : href;
}
