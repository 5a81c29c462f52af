/**
 * Machine-readable docs, per version: /content-tree.json (the content tree of
 * SPEC §3), /llms.txt and /llms-full.txt, and a Markdown twin of every doc
 * page at {url}index.md.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { Joi } from '@docusaurus/utils-validation';
import { SECTION_LABELS } from '../../src/constants';
import { docFolder } from '../../config/sidebarItems';
import { fileAnchors, type PageAnchor } from './anchors';
import { buildTree, extensionOf, type DirectoryNode, type FileNode } from './tree';
import { llmsTxt, twinUrl, type LlmsLink } from './llms';
import { absoluteLinks } from './twins';
import { formatOf } from './parse';

type DocMetadata = {
  id: string;
  title: string;
  description: string;
  source: string;
  sourceDirName: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
};
type LoadedVersion = {
  versionName: string;
  label: string;
  path: string;
  contentPath: string;
  isLast: boolean;
  docs: DocMetadata[];
};

export type VersionIndex = {
  prefix: string;
  label: string;
  tree: DirectoryNode;
  twins: { url: string; markdown: string }[];
  llms: string;
  llmsFull: string;
};

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export async function indexVersion(
  version: LoadedVersion,
  siteDir: string,
  siteUrl: string,
  otherVersions: LlmsLink[],
): Promise<VersionIndex> {
  const prefix = version.path === '/' ? '' : version.path.replace(/\/$/, '');
  const files: FileNode[] = [];
  const twins: { url: string; markdown: string }[] = [];
  for (const doc of version.docs) {
    const file = path.resolve(siteDir, doc.source.replace(/^@site\//, ''));
    const raw = await fs.readFile(file, 'utf8');
    const { content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: raw });
    const fm = doc.frontMatter;
    const url = withSlash(doc.permalink);
    // A page is filed in the folder its sidebar lists it in (generated README pages live in a folder of their own).
    const relative = `${docFolder(doc)}/${path.basename(file)}`.replace(/^\.\//, '');
    const anchors: PageAnchor[] = await fileAnchors(file);
    files.push({
      type: 'file',
      path: relative,
      name: path.basename(relative),
      size: Buffer.byteLength(raw),
      url,
      extension: extensionOf(relative),
      title: doc.title,
      ...(doc.description ? { description: doc.description } : {}),
      sort: typeof fm.sort === 'number' ? fm.sort : /(^|\/)index$/.test(doc.id) ? -1 : 0,
      ...(typeof fm.group === 'string' && fm.group !== '-' ? { group: fm.group } : {}),
      anchors: anchors.filter((a) => a.level <= 3).map(({ title, id, level }) => ({ title, id, level })),
      contributors: Array.isArray(fm.contributors) ? (fm.contributors as string[]) : [],
      related: Array.isArray(fm.related) ? (fm.related as { title: string; url: string }[]) : [],
      ...(typeof fm.source === 'string' ? { source: fm.source } : {}),
      ...(typeof fm.edit === 'string' ? { edit: fm.edit } : {}),
      ...(typeof fm.repo === 'string' ? { repo: fm.repo } : {}),
    });
    const intro = doc.description ? `> ${doc.description}\n\n` : '';
    const body = absoluteLinks(content.trim(), siteUrl, formatOf(file));
    twins.push({ url, markdown: `# ${doc.title}\n\n${intro}${body}\n` });
  }
  const tree = buildTree(files, `${prefix}/`);
  const label = version.isLast ? 'webpack' : `webpack ${version.label}`;
  const llms = llmsTxt(tree, {
    siteUrl,
    title: `${label} documentation`,
    summary: `webpack is a static module bundler for JavaScript applications. These are the docs of webpack ${version.label}; each link leads to the Markdown version of a page.`,
    sectionTitles: SECTION_LABELS,
    extra: otherVersions,
  });
  const ordered = [...twins].sort((a, b) => a.url.localeCompare(b.url, 'en'));
  return {
    prefix,
    label,
    tree,
    twins,
    llms,
    llmsFull: ordered.map((t) => t.markdown).join('\n---\n\n'),
  };
}

export async function writeVersionIndex(outDir: string, index: VersionIndex): Promise<void> {
  const root = path.join(outDir, index.prefix);
  await fs.mkdir(root, { recursive: true });
  await fs.writeFile(path.join(root, 'content-tree.json'), JSON.stringify(index.tree));
  await fs.writeFile(path.join(root, 'llms.txt'), index.llms);
  await fs.writeFile(path.join(root, 'llms-full.txt'), index.llmsFull);
  for (const twin of index.twins) {
    const dir = path.join(outDir, twin.url);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'index.md'), twin.markdown);
  }
}

/** The plugin takes no options. */
export function validateOptions({ validate, options }: OptionValidationContext<object | undefined, { id: string }>) {
  return validate(Joi.object({}), options ?? {});
}

export default function contentIndexPlugin(context: LoadContext): Plugin<undefined> {
  let indexes: VersionIndex[] = [];
  return {
    name: 'content-index',
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        { loadedVersions: LoadedVersion[] } | undefined;
      if (!docs) return;
      const siteUrl = context.siteConfig.url;
      indexes = await Promise.all(
        docs.loadedVersions.map((version) =>
          indexVersion(
            version,
            context.siteDir,
            siteUrl,
            docs.loadedVersions
              .filter((other) => other !== version)
              .map((other) => ({
                title: `webpack ${other.label} documentation`,
                url: twinUrl(siteUrl, other.path === '/' ? '/' : `${other.path}/`).replace(/index\.md$/, 'llms.txt'),
              })),
          ),
        ),
      );
    },
    async postBuild({ outDir }) {
      for (const index of indexes) await writeVersionIndex(outDir, index);
    },
  };
}
