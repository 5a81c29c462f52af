/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import contentRulesPlugin, { sitePages, validateOptions } from '..';

const files: Record<string, string> = {
  'docs/concepts/index.mdx': '---\ntitle: Concepts\n---\n\n[Output](/concepts/output/#options) [v4](/v4/concepts/)',
  'docs/concepts/output.mdx': '---\ntitle: Output\nsortt: 2\n---\n\n## Options\n',
  'versioned_docs/version-5/concepts/index.mdx': '---\ntitle: Concepts\n---\n\n[Output](/concepts/output/)',
  'versioned_docs/version-4/concepts/index.mdx':
    '---\ntitle: Concepts\n---\n\n[Output in webpack 5](/concepts/output/)',
  'blog/2020-10-10-webpack-5-release.mdx': '---\ntitle: Release\n---\n\n[Concepts](/concepts/) [Gone](/gone/)',
  'src/pages/glossary.mdx': '---\ntitle: Glossary\n---\n\nTBD.',
  '.docusaurus/package-readmes/pages/loaders/a-loader.md': '---\ntitle: a-loader\n---\n\n[x](/nope/)',
};

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          versionName: 'current',
          path: '/',
          isLast: true,
          docs: [
            { source: '@site/docs/concepts/index.mdx', permalink: '/concepts/', frontMatter: { title: 'Concepts' } },
            {
              source: '@site/docs/concepts/output.mdx',
              permalink: '/concepts/output/',
              frontMatter: { title: 'Output', sortt: 2 },
            },
            {
              source: '@site/.docusaurus/package-readmes/pages/loaders/a-loader.md',
              permalink: '/loaders/a-loader/',
              frontMatter: { title: 'a-loader' },
            },
          ],
        },
        {
          versionName: '5',
          path: '/v5',
          isLast: false,
          docs: [
            {
              source: '@site/versioned_docs/version-5/concepts/index.mdx',
              permalink: '/v5/concepts/',
              frontMatter: { title: 'Concepts' },
            },
          ],
        },
        {
          versionName: '4',
          path: '/v4',
          isLast: false,
          docs: [
            {
              source: '@site/versioned_docs/version-4/concepts/index.mdx',
              permalink: '/v4/concepts/',
              frontMatter: { title: 'Concepts' },
            },
          ],
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [
        {
          metadata: {
            source: '@site/blog/2020-10-10-webpack-5-release.mdx',
            permalink: '/blog/2020-10-10-webpack-5-release/',
            frontMatter: { title: 'Release' },
          },
        },
      ],
    },
  },
  'docusaurus-plugin-content-pages': {
    default: [
      { type: 'jsx', permalink: '/vote', source: '@site/src/pages/vote.tsx' },
      {
        type: 'mdx',
        permalink: '/glossary',
        source: '@site/src/pages/glossary.mdx',
        frontMatter: { title: 'Glossary' },
      },
    ],
  },
};

describe('the site as the build loaded it', () => {
  const { pages, otherUrls } = sitePages(allContent, (file) => files[file]!);

  it('holds every content page at its URL, with the link rules of its version', () => {
    expect(
      pages.map(({ file, kind, url, versionLinks, generated }) => ({ file, kind, url, versionLinks, generated })),
    ).toEqual(
      [
        { file: 'docs/concepts/index.mdx', kind: 'doc', url: '/concepts/' },
        { file: 'docs/concepts/output.mdx', url: '/concepts/output/' },
        { file: '.docusaurus/package-readmes/pages/loaders/a-loader.md', url: '/loaders/a-loader/', generated: true },
        {
          file: 'versioned_docs/version-5/concepts/index.mdx',
          url: '/v5/concepts/',
          versionLinks: { prefix: '/v5', pages: new Set(['/concepts/']) },
        },
        // Version 4's links name its own pages with /v4/: left as written.
        { file: 'versioned_docs/version-4/concepts/index.mdx', url: '/v4/concepts/' },
        { file: 'blog/2020-10-10-webpack-5-release.mdx', url: '/blog/2020-10-10-webpack-5-release/' },
        { file: 'src/pages/glossary.mdx', url: '/glossary/' },
      ].map((expected) => expect.objectContaining(expected)),
    );
    expect(otherUrls).toEqual(
      expect.arrayContaining(['/search/', '/blog/', '/vote/', '/concepts/printable/', '/v5/concepts/printable/']),
    );
  });

  it('fails the build before bundling, with every problem at its place', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'content-rules-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), content);
    }
    const plugin = contentRulesPlugin({ siteDir: site } as LoadContext);
    const run = () => plugin.allContentLoaded!({ allContent, actions: {} } as never);
    const nodeEnv = process.env.NODE_ENV;
    // `docusaurus start` (development) is not stopped by the rules: a build (production) is.
    process.env.NODE_ENV = 'development';
    await expect(run()).resolves.toBeUndefined();
    process.env.NODE_ENV = 'production';
    await expect(run()).rejects.toThrow(
      [
        'Content problems in 3 file(s) (npm run content:check finds them without a build):',
        '  - blog/2020-10-10-webpack-5-release.mdx:5:24: links to /gone/, which is no page of the site (did you mean /vote/?)',
        '  - docs/concepts/output.mdx:3:1: frontmatter "sortt" is not a frontmatter key of a doc (did you mean "sort"?)',
        '  - src/pages/glossary.mdx:5:1: unfinished: "TBD"',
      ].join('\n'),
    );
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('takes no options', () => {
    const validate = (options: unknown) =>
      validateOptions({ validate: normalizePluginOptions as never, options: options as never });
    expect(validate(undefined)).toEqual({ id: 'default' });
    expect(() => validate({ strict: true })).toThrow(/"strict" is not allowed/);
  });
});
