/**
 * Every configuration example marked `validate` on a page is run and checked
 * against the schema of the webpack version the page documents (webpack 5 for
 * docs/, webpack 4 for versioned_docs/version-4/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { extractCodeBlocks } from '../../scripts/content/codeBlocks';
import { checkExample } from '../../scripts/content/examples';
import { contentFiles, ROOT } from '../../scripts/content/site';

const pages = contentFiles().map((page) => {
  const raw = fs.readFileSync(path.join(ROOT, page.file), 'utf8');
  const blocks = extractCodeBlocks(raw);
  return { ...page, raw, blocks, marked: blocks.filter((b) => b.validate) };
});
const counts = { 5: 0, 4: 0 };

afterAll(() => {
  console.log(`Validated configuration examples: ${counts[5]} against webpack 5, ${counts[4]} against webpack 4.`);
});

describe('configuration examples', () => {
  it('the pages mark examples for validation', () => {
    expect(pages.some((p) => p.marked.length > 0)).toBe(true);
  });

  it.each(pages.filter((p) => p.marked.length > 0).map((p) => [p.file, p] as const))('%s', async (_file, page) => {
    const siblings = new Map(page.blocks.filter((b) => b.title).map((b) => [b.title!, b]));
    const failures: string[] = [];
    for (const block of page.marked) {
      try {
        await checkExample(block, page.version === '4' ? 4 : 5, siblings);
        counts[page.version === '4' ? 4 : 5] += 1;
      } catch (error) {
        failures.push(`${page.file}:${block.line}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('rejects an invalid example, naming the problem', async () => {
    const [block] = extractCodeBlocks("```js validate\nmodule.exports = { mode: 'fast' };\n```");
    await expect(checkExample(block!, 5)).rejects.toThrow(/configuration.mode should be one of these/);
    const [v4] = extractCodeBlocks('```js validate\nmodule.exports = { output: { clean: true } };\n```');
    await expect(checkExample(v4!, 4)).rejects.toThrow(/output has an unknown property 'clean'/);
    await expect(checkExample(v4!, 5)).resolves.toBeUndefined();
  });

  it('keeps frontmatter out of the examples', async () => {
    const { content } = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: 'x.mdx',
      fileContent: '---\ntitle: x\n---\ntext',
    });
    expect(extractCodeBlocks(content)).toEqual([]);
  });
});
