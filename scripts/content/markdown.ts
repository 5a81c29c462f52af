/** The Markdown options of the build, completed as Docusaurus completes them. */
import type { DocusaurusConfig, MarkdownConfig } from '@docusaurus/types';

/**
 * The site's `markdown` config as Docusaurus 3.10 completes it (`DEFAULT_MARKDOWN_CONFIG` and the `future.v4` rule
 * of its config validation): each `mdx1Compat` switch the config leaves out is on, unless `future.v4` (true, or its
 * `mdx1CompatDisabledByDefault`) turns them off by default. With `future: { v4: true }`, an HTML comment in an `.mdx`
 * page fails the build.
 */
export function buildMarkdownConfig(config: {
  markdown?: Partial<MarkdownConfig>;
  future?: Partial<Pick<DocusaurusConfig['future'], 'v4'>> | { v4?: boolean };
}): MarkdownConfig {
  const markdown = config.markdown ?? {};
  const v4 = config.future?.v4;
  const mdx1CompatByDefault = !(v4 === true || (typeof v4 === 'object' && v4.mdx1CompatDisabledByDefault));
  return {
    format: 'mdx',
    mermaid: false,
    emoji: true,
    preprocessor: undefined,
    remarkRehypeOptions: undefined,
    ...markdown,
    parseFrontMatter: markdown.parseFrontMatter ?? ((params) => params.defaultParseFrontMatter(params)),
    mdx1Compat: {
      comments: markdown.mdx1Compat?.comments ?? mdx1CompatByDefault,
      admonitions: markdown.mdx1Compat?.admonitions ?? mdx1CompatByDefault,
      headingIds: markdown.mdx1Compat?.headingIds ?? mdx1CompatByDefault,
    },
    anchors: { maintainCase: false, ...markdown.anchors },
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw', ...markdown.hooks },
  } as MarkdownConfig;
}
