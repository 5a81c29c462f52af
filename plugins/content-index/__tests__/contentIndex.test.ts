/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { indexVersion, validateOptions, writeVersionIndex, type VersionIndex } from '..';
import { llmsTxt } from '../llms';
import { absoluteLinks } from '../twins';
import type { DirectoryNode, FileNode } from '../tree';

let site: string;
let index: VersionIndex;

const files: Record<string, string> = {
  'docs/concepts/index.mdx': '---\ntitle: Concepts\n---\n\nRead [the output page](/concepts/output/).\n',
  'docs/concepts/output.mdx': [
    '---',
    'title: Output',
    'sort: 2',
    '---',
    '',
    '## Options',
    '',
    'See [entry][e], ![the logo](/img/logo.svg) and <Link to="/guides/">the guides</Link>.',
    '',
    '```md',
    'Code keeps [a link](/as/it/is/).',
    '```',
    '',
    '[e]: /concepts/entry-points/',
    '',
  ].join('\n'),
  'docs/package-readmes/loaders/css-loader.md': [
    '---',
    'title: "css-loader"',
    'slug: "/loaders/css-loader"',
    'sort: 1',
    'group: "CSS"',
    'source: "https://github.com/webpack/css-loader/blob/HEAD/README.md"',
    'edit: "https://github.com/webpack/css-loader/edit/HEAD/README.md"',
    'repo: "https://github.com/webpack/css-loader"',
    '---',
    '',
    '## Getting Started',
    '',
  ].join('\n'),
};

const doc = (id: string, file: string, title: string, frontMatter: Record<string, unknown>, permalink: string) => ({
  id,
  title,
  description: `About ${title}.`,
  source: `@site/${file}`,
  sourceDirName: path.posix.dirname(file.replace(/^docs\//, '')),
  permalink,
  frontMatter,
});

beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'content-index-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), content);
  }
  index = await indexVersion(
    {
      versionName: 'current',
      label: '5',
      path: '/',
      contentPath: path.join(site, 'docs'),
      isLast: true,
      docs: [
        doc('concepts/index', 'docs/concepts/index.mdx', 'Concepts', { title: 'Concepts' }, '/concepts/'),
        doc('concepts/output', 'docs/concepts/output.mdx', 'Output', { title: 'Output', sort: 2 }, '/concepts/output'),
        doc(
          'package-readmes/loaders/css-loader',
          'docs/package-readmes/loaders/css-loader.md',
          'css-loader',
          {
            slug: '/loaders/css-loader',
            sort: 1,
            group: 'CSS',
            source: 'https://github.com/webpack/css-loader/blob/HEAD/README.md',
            edit: 'https://github.com/webpack/css-loader/edit/HEAD/README.md',
            repo: 'https://github.com/webpack/css-loader',
          },
          '/loaders/css-loader',
        ),
      ],
    },
    site,
    'https://webpack.js.org',
    [{ title: 'webpack 4 documentation', url: 'https://webpack.js.org/v4/llms.txt' }],
  );
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

const section = (name: string) => index.tree.children.find((c) => c.name === name) as DirectoryNode;

describe('the content tree', () => {
  it('files a page generated from a README in its section, where the sidebar lists it', () => {
    expect(index.tree.children.map((c) => c.name)).toEqual(['concepts', 'loaders']);
    expect(section('loaders').children[0]).toEqual({
      type: 'file',
      path: 'loaders/css-loader.md',
      name: 'css-loader.md',
      size: Buffer.byteLength(files['docs/package-readmes/loaders/css-loader.md']!),
      url: '/loaders/css-loader/',
      extension: '.md',
      title: 'css-loader',
      description: 'About css-loader.',
      sort: 1,
      group: 'CSS',
      anchors: [{ title: 'Getting Started', id: 'getting-started', level: 2 }],
      contributors: [],
      related: [],
      source: 'https://github.com/webpack/css-loader/blob/HEAD/README.md',
      edit: 'https://github.com/webpack/css-loader/edit/HEAD/README.md',
      repo: 'https://github.com/webpack/css-loader',
    });
  });

  it('sums sizes by directory and orders files by sort', () => {
    const concepts = section('concepts');
    expect(concepts.children.map((c) => (c as FileNode).path)).toEqual(['concepts/index.mdx', 'concepts/output.mdx']);
    expect(concepts.size).toBe(concepts.children.reduce((t, c) => t + c.size, 0));
  });
});

describe('the Markdown twins', () => {
  it('make root-relative links, images and definitions absolute, and leave code alone', () => {
    const twin = index.twins.find((t) => t.url === '/concepts/output/')!.markdown;
    expect(twin).toBe(
      [
        '# Output',
        '',
        '> About Output.',
        '',
        '## Options',
        '',
        'See [entry][e], ![the logo](https://webpack.js.org/img/logo.svg) and <Link to="/guides/">the guides</Link>.',
        '',
        '```md',
        'Code keeps [a link](/as/it/is/).',
        '```',
        '',
        '[e]: https://webpack.js.org/concepts/entry-points/',
        '',
      ].join('\n'),
    );
    expect(absoluteLinks('`[a](/x/)` and [b](/y/ "title") and [c](<//cdn.example/z>)', 'https://s.org/', 'md')).toBe(
      '`[a](/x/)` and [b](https://s.org/y/ "title") and [c](<//cdn.example/z>)',
    );
  });

  it('are written with the tree and llms.txt into the build', async () => {
    const out = path.join(site, 'build');
    await writeVersionIndex(out, index);
    expect(fs.readFileSync(path.join(out, 'loaders/css-loader/index.md'), 'utf8')).toContain('## Getting Started');
    expect(JSON.parse(fs.readFileSync(path.join(out, 'content-tree.json'), 'utf8'))).toEqual(index.tree);
    expect(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8')).toBe(index.llms);
    expect(index.llmsFull.split('\n---\n\n').map((page) => page.split('\n')[0])).toEqual([
      '# Concepts',
      '# Output',
      '# css-loader',
    ]);
  });
});

describe('llms.txt', () => {
  it('lists every section with links to the twins and their descriptions', () => {
    expect(index.llms).toBe(
      [
        '# webpack documentation',
        '',
        '> webpack is a static module bundler for JavaScript applications. These are the docs of webpack 5; each link leads to the Markdown version of a page.',
        '',
        '## Concepts',
        '',
        '- [Concepts](https://webpack.js.org/concepts/index.md): About Concepts.',
        '- [Output](https://webpack.js.org/concepts/output/index.md): About Output.',
        '',
        '## Loaders',
        '',
        '- [css-loader](https://webpack.js.org/loaders/css-loader/index.md): About css-loader.',
        '',
        '## Optional',
        '',
        '- [webpack 4 documentation](https://webpack.js.org/v4/llms.txt)',
        '',
      ].join('\n'),
    );
  });

  it('escapes what Markdown would read as syntax', () => {
    const tree: DirectoryNode = {
      type: 'directory',
      path: '',
      name: '',
      size: 0,
      url: '/',
      children: [
        {
          type: 'directory',
          path: 'api',
          name: 'api',
          size: 0,
          url: '/api/',
          children: [
            {
              ...(section('concepts').children[0] as FileNode),
              title: 'The [weird] *title*',
              url: '/api/x/',
              description: undefined,
            },
          ],
        },
      ],
    };
    const text = llmsTxt(tree, { siteUrl: 'https://s.org', title: 'T', summary: 'S', sectionTitles: { api: 'API' } });
    expect(text).toContain('- [The \\[weird\\] \\*title\\*](https://s.org/api/x/index.md)\n');
  });
});

describe('options', () => {
  it('are none', () => {
    const validate = (options: unknown) =>
      validateOptions({ validate: normalizePluginOptions as never, options: options as never });
    expect(validate({})).toEqual({ id: 'default' });
    expect(() => validate({ out: 'x' })).toThrow(/"out" is not allowed/);
  });
});
