/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import offlineScopePlugin, {
  EXCLUDED_FILES,
  ExcludedFilesPlugin,
  excludedOnlyFiles,
  archivedVersionRequests,
  docsPluginRequests,
  PRINTABLE_REQUESTS,
  BLOG_REQUESTS,
  withoutExcludedFiles,
  type ChunkGroupLike,
} from '..';

const group = (initial: boolean, files: string[], ...requests: string[]): ChunkGroupLike => ({
  isInitial: () => initial,
  getFiles: () => files,
  origins: requests.map((request) => ({ request })),
});

const ARCHIVED = archivedVersionRequests('4', 'v4');

describe('the files only archived versions load', () => {
  it("match an archived version's docs and route data, and nothing of the current version", () => {
    const matches = (request: string) => ARCHIVED.some((pattern) => pattern.test(request));
    expect(matches('@site/versioned_docs/version-4/api/stats.mdx')).toBe(true);
    expect(matches('@generated/docusaurus-plugin-content-docs/default/p/v-4-3d1.json')).toBe(true);
    expect(matches('@site/docs/api/stats.mdx')).toBe(false);
    expect(matches('@site/versioned_docs/version-40/api/stats.mdx')).toBe(false);
    expect(matches('@generated/docusaurus-plugin-content-docs/default/p/index-3d1.json')).toBe(false);
    // The sections' sidebars of plugins/perf/docs-lean-props, requested by their absolute path.
    const sidebar = (name: string) => `/site/.docusaurus/docusaurus-plugin-content-docs/default/${name}`;
    expect(matches(sidebar('sidebar-4-configuration.json'))).toBe(true);
    expect(matches(sidebar('sidebar-current-configuration.json'))).toBe(false);
    expect(matches(sidebar('sidebar-40-configuration.json'))).toBe(false);
  });

  it("match the printable pages' component and data, not the pages'", () => {
    const matches = (request: string) => PRINTABLE_REQUESTS.some((pattern) => pattern.test(request));
    expect(matches('@theme/PrintablePage')).toBe(true);
    expect(matches('/site/.docusaurus/printable/default/printable-4-api.json')).toBe(true);
    expect(matches('/site/.docusaurus/printable/default/printable-current-api.json')).toBe(true);
    expect(matches('@site/docs/guides/printable.mdx')).toBe(false);
    expect(matches('@theme/DocItem')).toBe(false);
  });

  it("match the blog's posts, data and page components, not the docs'", () => {
    const matches = (request: string) => BLOG_REQUESTS.some((pattern) => pattern.test(request));
    expect(matches('@site/blog/2026-10-26-webpack-5-112.mdx')).toBe(true);
    expect(matches('@site/blog/2026-10-26-webpack-5-112.mdx?truncated=true')).toBe(true);
    expect(matches('@generated/docusaurus-plugin-content-blog/default/p/blog-tags-release-1a2.json')).toBe(true);
    expect(matches('~blog/default/blog-post-list-prop-default.json')).toBe(true);
    expect(matches('@theme/BlogPostPage')).toBe(true);
    expect(matches('@theme/Blog/Pages/BlogAuthorsListPage')).toBe(true);
    expect(matches('@site/docs/blog-like.mdx')).toBe(false);
    expect(matches('@site/src/pages/blogroll.mdx')).toBe(false);
    expect(matches('@theme/DocItem')).toBe(false);
    expect(matches('@theme/Blogroll')).toBe(false);
  });

  it("match a docs plugin instance's docs and data (the test fixtures')", () => {
    const fixtures = docsPluginRequests('fixtures', 'tests/fixtures/docs');
    const matches = (request: string) => fixtures.some((pattern) => pattern.test(request));
    expect(matches('@site/tests/fixtures/docs/code-blocks.mdx')).toBe(true);
    expect(matches('@generated/docusaurus-plugin-content-docs/fixtures/p/fixtures-2b1.json')).toBe(true);
    expect(matches('@generated/docusaurus-plugin-content-docs/default/p/fixtures-2b1.json')).toBe(false);
  });

  it('are the files of archived routes that no other chunk group or entry point has', () => {
    const groups = [
      group(true, ['assets/js/main.js']),
      group(false, ['assets/js/10.js'], '@site/versioned_docs/version-4/api/stats.mdx'),
      // A chunk the bundler shares between a version 4 page and a version 5 page stays.
      group(false, ['assets/js/11.js', 'assets/js/12.js'], '@site/versioned_docs/version-4/api/node.mdx'),
      group(false, ['assets/js/12.js'], '@site/docs/api/node.mdx'),
      group(false, ['assets/js/13.js'], '@generated/docusaurus-plugin-content-docs/default/p/v-4-3d1.json'),
      // Loaded by an archived route and by another request: stays.
      group(false, ['assets/js/14.js'], '@site/versioned_docs/version-4/x.mdx', '@theme/DocItem'),
    ];
    expect(excludedOnlyFiles(groups, ARCHIVED)).toEqual(['assets/js/10.js', 'assets/js/11.js', 'assets/js/13.js']);
  });
});

describe('the precache', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'offline-scope-'));
  const entries = ['index.html', 'assets/js/main.js', 'assets/js/10.js'].map((url) => ({
    url,
    revision: null,
    size: 1,
  }));

  it('leaves out the files the client build listed as archived', async () => {
    const generated = dir();
    let tapped: ((compilation: { chunkGroups: ChunkGroupLike[] }) => void) | undefined;
    new ExcludedFilesPlugin(path.join(generated, EXCLUDED_FILES), ARCHIVED).apply({
      hooks: { afterEmit: { tap: (_name, fn) => (tapped = fn) } },
    });
    tapped!({ chunkGroups: [group(false, ['assets/js/10.js'], '@site/versioned_docs/version-4/a.mdx')] });
    const { manifest } = await withoutExcludedFiles(generated)(entries);
    expect(manifest.map(({ url }) => url)).toEqual(['index.html', 'assets/js/main.js']);
  });

  it('is whole when no list was written, and a new build removes the last one first', async () => {
    const generated = dir();
    expect((await withoutExcludedFiles(generated)(entries)).manifest).toEqual(entries);
    fs.writeFileSync(path.join(generated, EXCLUDED_FILES), '["index.html"]');
    const plugin = offlineScopePlugin({ generatedFilesDir: generated }, { excluded: ARCHIVED });
    plugin.configureWebpack!({ mode: 'production' } as never, false, {} as never, undefined);
    expect(fs.existsSync(path.join(generated, EXCLUDED_FILES))).toBe(false);
  });
});
