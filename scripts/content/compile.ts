/**
 * Compiles a page as the build does: with Docusaurus' MDX loader (the function webpack runs on each page), the site's
 * Markdown options and the remark and rehype plugins of the page's content plugin, all read from
 * `docusaurus.config.ts`. A page that would fail the build (MDX syntax, an HTML comment in `.mdx`, a code block in a
 * language the site does not highlight, a missing image) throws here, with the place in the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import mdxLoader, { type Options as LoaderOptions } from '@docusaurus/mdx-loader';
import siteConfig from '../../docusaurus.config';
import { pageAnchors } from '../../plugins/content-rules/links';
import { docsPlugin } from '../../plugins/perf';
import { buildMarkdownConfig } from './markdown';
import { ROOT } from './site';

export type ContentKind = 'doc' | 'blog' | 'page';

type SiteConfig = typeof siteConfig;
type ContentPluginOptions = Pick<
  LoaderOptions,
  'remarkPlugins' | 'rehypePlugins' | 'recmaPlugins' | 'beforeDefaultRemarkPlugins' | 'beforeDefaultRehypePlugins'
> & { admonitions?: LoaderOptions['admonitions'] };

/**
 * The options the site gives its docs, blog and pages plugins: the classic preset's (its first preset) for the blog and
 * pages, and for the docs those of the docs plugin listed among the plugins (`[docsPlugin(), options]`, as the speed
 * layer may wrap it), or the preset's when the preset loads it.
 */
function contentPluginOptions(config: SiteConfig): Record<'docs' | 'blog' | 'pages', ContentPluginOptions> {
  const preset = (config.presets as unknown as [string, Record<string, ContentPluginOptions | false>][])[0]![1];
  const listed = (config.plugins as unknown[]).find(
    (plugin): plugin is [string, ContentPluginOptions] =>
      Array.isArray(plugin) && plugin[0] === docsPlugin() && typeof plugin[1] === 'object',
  );
  const docs = preset.docs || listed?.[1];
  if (!docs) throw new Error('docusaurus.config.ts: no docs plugin options found, in the preset or the plugins');
  return { docs, blog: preset.blog || {}, pages: preset.pages || {} };
}

const PLUGIN_OF_KIND = { doc: 'docs', blog: 'blog', page: 'pages' } as const;

/** The MDX loader's options for a kind of page, as the content plugin passes them (it makes one set per plugin). */
export function loaderOptions(kind: ContentKind, config: SiteConfig = siteConfig): LoaderOptions {
  const plugin = contentPluginOptions(config)[PLUGIN_OF_KIND[kind]];
  return {
    // The content plugins' default.
    admonitions: plugin.admonitions ?? true,
    beforeDefaultRemarkPlugins: plugin.beforeDefaultRemarkPlugins ?? [],
    remarkPlugins: plugin.remarkPlugins ?? [],
    beforeDefaultRehypePlugins: plugin.beforeDefaultRehypePlugins ?? [],
    rehypePlugins: plugin.rehypePlugins ?? [],
    recmaPlugins: plugin.recmaPlugins ?? [],
    siteDir: ROOT,
    staticDirs: ((config as { staticDirectories?: string[] }).staticDirectories ?? ['static']).map((dir) =>
      path.resolve(ROOT, dir),
    ),
    markdownConfig: buildMarkdownConfig(config as never),
  };
}

const optionsByKind = new Map<ContentKind, LoaderOptions>();

export type CompileError = { message: string; line?: number; column?: number };

/** Compiles a page (its whole file, frontmatter included; `file` from the site's root, or absolute); resolves with its error, if any. */
export async function compilePage(file: string, raw: string, kind: ContentKind): Promise<CompileError | undefined> {
  if (!optionsByKind.has(kind)) optionsByKind.set(kind, loaderOptions(kind));
  const options = optionsByKind.get(kind)!;
  const resourcePath = path.resolve(ROOT, file);
  return new Promise((resolve) => {
    // What webpack gives a loader, as far as Docusaurus' MDX loader reads it (the server compilation, which emits no
    // assets).
    const context = {
      resource: resourcePath,
      resourcePath,
      _compiler: { name: 'server' },
      getOptions: () => options,
      addDependency: () => undefined,
      async: () => (error: Error | null) => {
        if (!error) return resolve(undefined);
        const cause = (error.cause ?? error) as Error & { line?: number; column?: number; reason?: string };
        resolve({
          message: (cause.reason ?? cause.message).split('\n')[0]!,
          ...(cause.line ? { line: cause.line, column: cause.column ?? 1 } : {}),
        });
      },
    };
    void (mdxLoader as unknown as (this: typeof context, content: string) => Promise<void>).call(context, raw);
  });
}

/**
 * `tsx scripts/content/compile.ts <file>`: compiles one file as a doc page and prints, as JSON, its error (or null)
 * and its anchors.
 */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: compile.ts <file.md|file.mdx>');
  const raw = fs.readFileSync(file, 'utf8');
  const error = await compilePage(path.resolve(file), raw, 'doc');
  console.log(JSON.stringify({ error: error ?? null, anchors: pageAnchors({ raw }, []) }));
  process.exit(error ? 1 : 0);
}

if (require.main === module) void main();
