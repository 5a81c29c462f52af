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

/** `tsx scripts/content/compile.ts <file>`: compiles one page, printing its anchors, or the error (exit 1). */
async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: compile.ts <file.md|file.mdx>');
  const { DEFAULT_PARSE_FRONT_MATTER } = await import('@docusaurus/utils');
  const fs = await import('node:fs/promises');
  const raw = await fs.readFile(file, 'utf8');
  const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: raw });
  try {
    console.log(
      JSON.stringify((await compilePage(path.relative(ROOT, path.resolve(file)), content, frontMatter)).anchors),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (require.main === module) void main();
