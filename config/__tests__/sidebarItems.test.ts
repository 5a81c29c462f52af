/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { docsInDir, groupSectionDocs, sectionSidebar, sectionSidebarItems, type SortableDoc } from '../sidebarItems';

function doc(id: string, frontMatter: Record<string, unknown> = {}, title = id): SortableDoc {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.';
  return { id, title, frontMatter, sourceDirName: dir, source: `@site/docs/${id}.mdx` };
}

/** Anchors that name the doc, so that each item shows whose anchors it carries. */
const anchorsOf = (d: SortableDoc) => [{ value: d.id, id: 'x', level: 2 }];
const carried = (id: string) => ({ type: 'doc', id, customProps: { anchors: [{ value: id, id: 'x', level: 2 }] } });

describe('section sidebars', () => {
  const api = [
    doc('api/plugins', { title: 'Plugin API', sort: 14, group: 'Plugins' }),
    doc('api/cli', { title: 'Command Line Interface', sort: 1 }),
    doc('api/module-variables', { title: 'Module Variables', sort: 8, group: 'Modules' }),
    doc('api/compilation-object', { title: 'Compilation Object', sort: 14, group: 'Objects' }),
    doc('api/index', { title: 'Introduction', sort: -1 }),
    doc('api/compiler-hooks', { title: 'Compiler Hooks', sort: 9, group: 'Plugins' }),
    doc('api/module-methods', { title: 'Module Methods', sort: 7, group: 'Modules' }),
    doc('api/node', { title: 'Node Interface', sort: 2, group: '-' }),
    doc('api/printable', { title: 'Printable', sort: 999 }),
  ];

  it('puts the index first and orders pages by sort', () => {
    const ids = groupSectionDocs(api).flatMap((g) => g.docs.map((d) => d.id));
    expect(ids.slice(0, 3)).toEqual(['api/index', 'api/cli', 'api/node']);
  });

  it('shows each group once, groups ordered by their first page', () => {
    expect(groupSectionDocs(api).map((g) => g.group)).toEqual([undefined, 'Modules', 'Plugins', 'Objects']);
    const plugins = groupSectionDocs(api).find((g) => g.group === 'Plugins')!;
    expect(plugins.docs.map((d) => d.id)).toEqual(['api/compiler-hooks', 'api/plugins']);
  });

  it('treats "-" as no group', () => {
    expect(groupSectionDocs(api)[0]!.docs.map((d) => d.id)).toContain('api/node');
  });

  it('never lists printable pages', () => {
    const ids = JSON.stringify(sectionSidebar(api, anchorsOf));
    expect(ids).not.toContain('printable');
  });

  it('emits a heading item before each group and doc items in order', () => {
    const items = sectionSidebar(api, anchorsOf);
    expect(items).toEqual([
      carried('api/index'),
      carried('api/cli'),
      carried('api/node'),
      { type: 'html', value: 'Modules', className: 'sidebar-group-heading', defaultStyle: true },
      carried('api/module-methods'),
      carried('api/module-variables'),
      { type: 'html', value: 'Plugins', className: 'sidebar-group-heading', defaultStyle: true },
      carried('api/compiler-hooks'),
      carried('api/plugins'),
      { type: 'html', value: 'Objects', className: 'sidebar-group-heading', defaultStyle: true },
      carried('api/compilation-object'),
    ]);
  });

  it('breaks ties in sort by title and gives index pages -1 without a sort', () => {
    const docs = [
      doc('guides/b', { title: 'Zebra', sort: 3 }),
      doc('guides/a', { title: 'Apple', sort: 3 }),
      doc('guides/index'),
    ];
    expect(sectionSidebar(docs, anchorsOf).map((item) => 'id' in item && item.id)).toEqual([
      'guides/index',
      'guides/a',
      'guides/b',
    ]);
  });

  it('escapes group names used as HTML', () => {
    expect(sectionSidebar([doc('x/a', { group: '<b>&' })], anchorsOf)[0]).toMatchObject({
      value: '&#60;b&#62;&#38;',
    });
  });

  it('keeps only the direct children of a section folder', () => {
    const docs = [doc('concepts/index'), doc('concepts/deep/page'), doc('guides/index')];
    expect(docsInDir(docs, 'concepts').map((d) => d.id)).toEqual(['concepts/index']);
  });

  it('lists a page with an absolute slug in the folder of its URL (generated README pages)', () => {
    const readme = doc('package-readmes/loaders/css-loader', { slug: '/loaders/css-loader', group: 'CSS' });
    const docs = [doc('loaders/index'), readme, doc('plugins/index')];
    expect(docsInDir(docs, 'loaders').map((d) => d.id)).toEqual([
      'loaders/index',
      'package-readmes/loaders/css-loader',
    ]);
    expect(docsInDir(docs, 'package-readmes/loaders')).toEqual([]);
  });
});

describe('sectionSidebarItems', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sidebar-site-'));
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it("gives each doc item its page's anchors of levels 2 and 3, read from the doc's file", async () => {
    fs.mkdirSync(path.join(site, 'docs/guides'), { recursive: true });
    fs.writeFileSync(path.join(site, 'docs/guides/index.mdx'), '---\ntitle: Guides\n---\n\n## Start `here` {#start}\n');
    fs.writeFileSync(
      path.join(site, 'docs/guides/caching.mdx'),
      '---\ntitle: Caching\nsort: 2\n---\n\n# Caching\n\n## Hashes\n\n### Content hash\n\n#### Deep\n',
    );
    const generator = sectionSidebarItems(site) as (
      args: Partial<Parameters<PluginOptions['sidebarItemsGenerator']>[0]>,
    ) => Promise<unknown>;
    const items = await generator({
      item: { type: 'autogenerated', dirName: 'guides' },
      docs: [doc('guides/caching', { title: 'Caching', sort: 2 }), doc('guides/index', { title: 'Guides' })] as never,
    });
    expect(items).toEqual([
      {
        type: 'doc',
        id: 'guides/index',
        customProps: { anchors: [{ value: 'Start <code>here</code>', id: 'start', level: 2 }] },
      },
      {
        type: 'doc',
        id: 'guides/caching',
        customProps: {
          anchors: [
            { value: 'Hashes', id: 'hashes', level: 2 },
            { value: 'Content hash', id: 'content-hash', level: 3 },
          ],
        },
      },
    ]);
  });
});
