/**
 * @jest-environment node
 */
import remarkCodeHighlight from '../../../plugins/code-highlight/remark';
import remarkLineAdmonitions from '../../../plugins/remark-line-admonitions';
import { loaderOptions } from '../compile';

/** The plugin functions of a remark plugin list (`plugin` or `[plugin, options]`). */
const functions = (plugins: unknown[] | undefined) => (plugins ?? []).map((p) => (Array.isArray(p) ? p[0] : p));

describe('the MDX options of content:check', () => {
  // The docs plugin is listed among the plugins (`[docsPlugin(), options]`) and the preset has `docs: false`: the
  // check must read its options there, or it compiles docs without the site's remark plugins.
  it("are the docs plugin's, as docusaurus.config.ts lists it", () => {
    const options = loaderOptions('doc');
    expect(functions(options.remarkPlugins)).toContain(remarkCodeHighlight);
    expect(functions(options.beforeDefaultRemarkPlugins)).toContain(remarkLineAdmonitions);
  });

  it("are the blog's for blog posts", () => {
    expect(functions(loaderOptions('blog').remarkPlugins)).toContain(remarkCodeHighlight);
  });
});
