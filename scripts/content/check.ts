/**
 * `npm run content:check -- <files or folders>`: checks pages without a full
 * build — frontmatter, MDX compilation, internal links and anchors, marked
 * configuration examples, placeholder text. Links to pages of the inventory
 * that are not written yet are accepted without anchors.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { formatOf, parsePage } from '../../plugins/content-index/parse';
import { checkFrontMatterTypes, checkRelatedUrls, internalPath } from '../../plugins/frontmatter-check/validate';
import { extractCodeBlocks } from './codeBlocks';
import { checkExample } from './examples';
import { compilePage } from './compile';
import { isInternal, pageLinks } from './links';
import { codeRoutes, contentFiles, inventoryUrls, ROOT, type ContentFile } from './site';

export const PLACEHOLDER = /lorem ipsum|TODO: ?write|coming soon|placeholder text|\bTBD\b/i;

/** The prose of a page (its text outside code), where placeholder text would show. */
export function proseText(content: string, format: 'md' | 'mdx'): string {
  const tree = parsePage(content, format);
  visit(tree, ['code', 'inlineCode'], (_node, index, parent) => {
    parent!.children.splice(index!, 1);
    return index;
  });
  return toString(tree, { includeHtml: false });
}

type Problem = { file: string; line?: number; message: string };

async function parse(file: string) {
  const raw = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: raw });
  // Line offset of the content after the frontmatter.
  const offset = raw.slice(0, raw.length - content.length).split('\n').length - 1;
  return { raw, frontMatter, content, offset };
}

export async function checkFiles(
  targets: ContentFile[],
  all: ContentFile[],
): Promise<{ problems: Problem[]; examples: number }> {
  const problems: Problem[] = [];
  const known = new Set([...all.map((f) => f.url), ...codeRoutes()]);
  const pending = new Set(inventoryUrls().filter((u) => !known.has(u)));
  const anchorCache = new Map<string, string[] | null>();
  let examples = 0;

  const anchorsOf = async (url: string): Promise<string[] | null> => {
    if (!anchorCache.has(url)) {
      const target = all.find((f) => f.url === url);
      if (!target) anchorCache.set(url, null);
      else {
        try {
          const { content, frontMatter } = await parse(target.file);
          anchorCache.set(url, (await compilePage(target.file, content, frontMatter)).anchors);
        } catch {
          anchorCache.set(url, null);
        }
      }
    }
    return anchorCache.get(url)!;
  };

  for (const target of targets) {
    const { file } = target;
    const { frontMatter, content, offset } = await parse(file);
    const fm = frontMatter as Record<string, unknown>;
    for (const issue of [
      ...checkFrontMatterTypes(file, fm),
      ...checkRelatedUrls(file, fm, new Set([...known, ...pending])),
    ]) {
      problems.push({ file, message: `frontmatter "${issue.field}" ${issue.message}` });
    }
    if (target.kind === 'doc' && typeof fm.title !== 'string')
      problems.push({ file, message: 'frontmatter "title" is missing' });
    const format = formatOf(file);
    const prose = [fm.title, fm.description, proseText(content, format)]
      .filter((t) => typeof t === 'string')
      .join('\n');
    if (PLACEHOLDER.test(prose)) problems.push({ file, message: `placeholder text: "${PLACEHOLDER.exec(prose)![0]}"` });

    let ownAnchors: string[] = [];
    try {
      ownAnchors = (await compilePage(file, content, fm)).anchors;
      anchorCache.set(target.url, ownAnchors);
    } catch (error) {
      problems.push({ file, message: `does not compile: ${(error as Error).message.split('\n')[0]}` });
    }

    for (const { url, line } of pageLinks(content, format)) {
      if (!isInternal(url) || url.startsWith('/img/') || url.startsWith('pathname:')) continue;
      const [pathPart = '', hash] = url.split('#') as [string, string | undefined];
      const pagePath = pathPart === '' ? target.url : internalPath(pathPart);
      const where = { file, line: line + offset };
      if (!known.has(pagePath) && !pending.has(pagePath)) {
        problems.push({ ...where, message: `links to an unknown page ${url}` });
      } else if (!pagePath.endsWith('/') && pathPart !== '') {
        problems.push({ ...where, message: `link ${url} should end with "/"` });
      } else if (hash) {
        if (pending.has(pagePath)) {
          problems.push({ ...where, message: `links to an anchor of ${pagePath}, which is not written yet` });
          continue;
        }
        const anchors = pagePath === target.url ? ownAnchors : await anchorsOf(pagePath);
        if (anchors && !anchors.includes(hash))
          problems.push({ ...where, message: `anchor #${hash} not found on ${pagePath}` });
      }
    }

    const blocks = extractCodeBlocks(content, format);
    const siblings = new Map(blocks.filter((b) => b.title).map((b) => [b.title!, b]));
    for (const block of blocks.filter((b) => b.validate)) {
      examples += 1;
      try {
        await checkExample(block, target.version === '4' ? 4 : 5, siblings);
      } catch (error) {
        problems.push({
          file,
          line: block.line + offset,
          message: `example does not validate: ${(error as Error).message}`,
        });
      }
    }
  }
  return { problems, examples };
}

async function main() {
  const args = process.argv.slice(2);
  const all = contentFiles();
  const targets = args.length
    ? all.filter((f) =>
        args.some((a) => f.file === a.replace(/\/$/, '') || f.file.startsWith(`${a.replace(/\/$/, '')}/`)),
      )
    : all;
  if (targets.length === 0) {
    console.error(`No content files match ${args.join(' ')}`);
    process.exit(2);
  }
  const { problems, examples } = await checkFiles(targets, all);
  for (const p of problems) console.log(`${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
  console.log(`\n${targets.length} page(s), ${examples} validated example(s), ${problems.length} problem(s).`);
  process.exit(problems.length ? 1 : 0);
}

if (require.main === module) void main();
