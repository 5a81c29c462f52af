/**
 * `npm run content:check`: the build's rules for the content, without a build, every problem at once, each as
 * `file:line:column: message`.
 *
 * - the page compiles as the build compiles it (compile.ts: MDX syntax, HTML comments in `.mdx`, code blocks in a
 *   language the site does not highlight, missing images);
 * - its frontmatter has a title, no key no one reads, fields of the right type (plugins/frontmatter-check), its
 *   links lead to pages and anchors that exist, no two pages share a URL, and it has no unfinished-page markers
 *   (plugins/content-rules, which the build runs before it bundles anything);
 * - its examples marked `validate` pass webpack's validation (examples.ts).
 *
 * `npm run content:check -- <files or folders>` checks those pages; `-- --changed` the pages git sees changed or new.
 * Links are read on every page either way, so that a link to a changed page is checked too. Compile and example
 * results are kept by content hash (cache.ts): a page or example that did not change is not checked again.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { frontMatterProblems } from '../../plugins/content-rules';
import {
  bodyOf,
  checkLinks,
  duplicateUrls,
  pageAnchors,
  readPage,
  siteIndex,
  unfinishedPages,
  type ContentProblem,
  type PageReader,
} from '../../plugins/content-rules/links';
import { extractCodeBlocks, type CodeBlock } from './codeBlocks';
import { checkExample, webpackMajorOf } from './examples';
import { compilePage } from './compile';
import { hash, ResultCache } from './cache';
import { contentFiles, ROOT, sitePages, type ContentFile } from './site';

export type Problem = { file: string; line: number; column: number; message: string };

/** The content files git sees as changed (staged or not) or new. */
export function changedFiles(root = ROOT): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...git('diff', '--name-only', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')];
}

export function selectTargets(all: readonly ContentFile[], args: readonly string[], root = ROOT): ContentFile[] {
  if (args.includes('--changed')) {
    const changed = new Set(changedFiles(root));
    return all.filter((file) => changed.has(file.file));
  }
  const paths = args.map((arg) => path.relative(root, path.resolve(arg)).split(path.sep).join('/'));
  if (paths.length === 0) return [...all];
  return all.filter((file) => paths.some((p) => file.file === p || file.file.startsWith(`${p}/`)));
}

export type CheckResult = { problems: Problem[]; compiled: number; examples: number; cache: ResultCache };

/** The link rules' reading of the pages, kept by content hash: an unchanged page is not parsed again. */
function cachedReader(cache: ResultCache): PageReader {
  const facts: PageReader['facts'] = (page) => cache.getSync(hash('facts', page.file, page.raw), () => readPage(page));
  return {
    facts,
    anchors: (page) =>
      new Set(cache.getSync(hash('anchors', page.file, page.raw), () => pageAnchors(page, facts(page).ids))),
  };
}

export async function checkContent(targets: readonly ContentFile[], all: readonly ContentFile[]): Promise<CheckResult> {
  const cache = ResultCache.open();
  const problems: Problem[] = [];
  const { pages, otherUrls } = await sitePages(all);
  const site = siteIndex(pages, otherUrls);
  const targetFiles = new Set(targets.map((target) => target.file));
  let compiled = 0;
  let examples = 0;

  for (const target of targets) {
    const { raw } = site.files.get(target.file)!;

    const error = await cache.get(hash('compile', target.kind, target.file, raw), async () => {
      compiled += 1;
      return compilePage(target.file, raw, target.kind);
    });
    if (error) {
      problems.push({
        file: target.file,
        line: error.line ?? 1,
        column: error.column ?? 1,
        message: `does not compile: ${error.message}`,
      });
    }

    const format = target.file.endsWith('.mdx') ? 'mdx' : 'md';
    const blocks = raw.includes('validate')
      ? cache.getSync(hash('blocks', format, raw), () => extractCodeBlocks(bodyOf(raw), format))
      : ([] as CodeBlock[]);
    const siblings = new Map(blocks.filter((b) => b.title).map((b) => [b.title!, b]));
    const major = webpackMajorOf(target.version);
    for (const block of blocks.filter((b) => b.validate)) {
      examples += 1;
      const siblingCode = [...siblings.values()].map((b) => `${b.title}\0${b.code}`).join('\0');
      const failure = await cache.get(hash('example', String(major), block.code, siblingCode), async () => {
        try {
          await checkExample(block, major, siblings);
          return null;
        } catch (e) {
          return (e as Error).message;
        }
      });
      if (failure) {
        problems.push({
          file: target.file,
          line: block.line,
          column: 1,
          // One line per problem, as editors and `grep` read them: webpack's message lists each error on a line.
          message: `example does not validate: ${failure.replace(/\s*\n\s*/g, ' ')}`,
        });
      }
    }
  }

  // Links are read on every page: a changed page's links, and the links of other pages to it.
  const reader = cachedReader(cache);
  const linkProblems: ContentProblem[] = [
    ...frontMatterProblems(
      pages.filter((page) => targetFiles.has(page.file)),
      site.urls,
    ),
    ...duplicateUrls(pages),
    ...checkLinks(pages, site, reader),
    ...unfinishedPages(
      pages.filter((page) => targetFiles.has(page.file)),
      reader,
    ),
  ];
  const targetUrls = new Set(targets.map((target) => target.url));
  problems.push(
    ...linkProblems.filter(
      (problem) => targetFiles.has(problem.file) || (problem.target !== undefined && targetUrls.has(problem.target)),
    ),
  );
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, compiled, examples, cache };
}

async function main() {
  const started = Date.now();
  const args = process.argv.slice(2);
  const all = contentFiles();
  const targets = selectTargets(all, args);
  if (targets.length === 0) {
    console.log(args.includes('--changed') ? 'No changed pages.' : `No content files match ${args.join(' ')}`);
    process.exit(args.includes('--changed') ? 0 : 2);
  }
  const { problems, compiled, examples, cache } = await checkContent(targets, all);
  cache.save({ all: targets.length === all.length });
  for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${targets.length} page(s) (${compiled} compiled, the others unchanged since their last check), ` +
      `${examples} validated example(s), links of all ${all.length} pages: ${problems.length} problem(s), ${seconds} s.`,
  );
  process.exit(problems.length ? 1 : 0);
}

if (require.main === module) void main();
