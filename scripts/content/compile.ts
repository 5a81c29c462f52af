/** Compiles a page with Docusaurus' own MDX processor and reads the anchors it generates. */
import path from 'node:path';
import { ROOT } from './site';

type Processor = {
  process: (input: {
    content: string;
    filePath: string;
    frontMatter: object;
    compilerName: string;
  }) => Promise<{ content: string }>;
};

let processors: Promise<{ md: Processor; mdx: Processor }> | undefined;

function getProcessors(): Promise<{ md: Processor; mdx: Processor }> {
  processors ??= (async () => {
    const { createProcessors } = (await import('@docusaurus/mdx-loader/lib/processor.js')) as unknown as {
      createProcessors: (args: { options: object }) => Promise<{ mdProcessor: Processor; mdxProcessor: Processor }>;
    };
    const { mdProcessor, mdxProcessor } = await createProcessors({
      options: {
        admonitions: true,
        siteDir: ROOT,
        staticDirs: [path.join(ROOT, 'static')],
        markdownConfig: {
          format: 'detect',
          mermaid: false,
          emoji: true,
          anchors: { maintainCase: false },
          mdx1Compat: { comments: true, admonitions: true, headingIds: true },
          hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
          remarkRehypeOptions: undefined,
        },
      },
    });
    return { md: mdProcessor, mdx: mdxProcessor };
  })();
  return processors;
}

export type CompiledPage = { anchors: string[] };

/** Throws the compiler's error when the page does not compile. */
export async function compilePage(file: string, content: string, frontMatter: object): Promise<CompiledPage> {
  const { md, mdx } = await getProcessors();
  const processor = file.endsWith('.md') ? md : mdx;
  const result = await processor.process({
    content,
    filePath: path.join(ROOT, file),
    frontMatter,
    compilerName: 'server',
  });
  const toc = /export const toc = (\[[\s\S]*?\]);/.exec(result.content);
  const anchors = toc ? [...toc[1]!.matchAll(/"id": "([^"]+)"/g)].map((m) => m[1]!) : [];
  // Headings in components (e.g. <h2 id="...">) and explicit ids also count.
  const explicit = [...result.content.matchAll(/\bid: "([^"]+)"/g)].map((m) => m[1]!);
  return { anchors: [...new Set([...anchors, ...explicit])] };
}
