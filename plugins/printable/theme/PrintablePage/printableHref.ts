export type PrintableDoc = { title: string; permalink: string; anchorId: string };

/** Where a link to `href` should point on this page: the doc's place here, or unchanged. */
export function printableHref(href: string | undefined, docs: readonly PrintableDoc[]): string | undefined {
  if (!href || !href.startsWith('/')) return href;
  const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const target = withSlash(href.split(/[?#]/, 1)[0]!);
  // Permalinks come from the docs plugin before the trailing-slash setting is applied.
  const doc = docs.find((d) => withSlash(d.permalink) === target);
  return doc ? `#${doc.anchorId}` : href;
}
