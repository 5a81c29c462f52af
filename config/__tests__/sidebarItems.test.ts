import { anchorsKey, docsInDir, groupSectionDocs, sectionSidebar, type SortableDoc } from '../sidebarItems';

function doc(id: string, frontMatter: Record<string, unknown> = {}, title = id): SortableDoc {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.';
  return { id, title, frontMatter, sourceDirName: dir, source: `@site/docs/${id}.mdx` };
}

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
    const ids = JSON.stringify(sectionSidebar(api, 'current-api'));
    expect(ids).not.toContain('printable');
  });

  it('emits a heading item before each group and doc items in order', () => {
    const items = sectionSidebar(api, 'current-api');
    expect(items).toEqual([
      { type: 'doc', id: 'api/index', customProps: { anchors: 'current-api' } },
      { type: 'doc', id: 'api/cli', customProps: { anchors: 'current-api' } },
      { type: 'doc', id: 'api/node', customProps: { anchors: 'current-api' } },
      { type: 'html', value: 'Modules', className: 'sidebar-group-heading', defaultStyle: true },
      { type: 'doc', id: 'api/module-methods', customProps: { anchors: 'current-api' } },
      { type: 'doc', id: 'api/module-variables', customProps: { anchors: 'current-api' } },
      { type: 'html', value: 'Plugins', className: 'sidebar-group-heading', defaultStyle: true },
      { type: 'doc', id: 'api/compiler-hooks', customProps: { anchors: 'current-api' } },
      { type: 'doc', id: 'api/plugins', customProps: { anchors: 'current-api' } },
      { type: 'html', value: 'Objects', className: 'sidebar-group-heading', defaultStyle: true },
      { type: 'doc', id: 'api/compilation-object', customProps: { anchors: 'current-api' } },
    ]);
  });

  it('breaks ties in sort by title and gives index pages -1 without a sort', () => {
    const docs = [
      doc('guides/b', { title: 'Zebra', sort: 3 }),
      doc('guides/a', { title: 'Apple', sort: 3 }),
      doc('guides/index'),
    ];
    expect(sectionSidebar(docs, '4-guides').map((item) => 'id' in item && item.id)).toEqual([
      'guides/index',
      'guides/a',
      'guides/b',
    ]);
  });

  it('escapes group names used as HTML', () => {
    expect(sectionSidebar([doc('x/a', { group: '<b>&' })], 'current-x')[0]).toMatchObject({
      value: '&#60;b&#62;&#38;',
    });
  });

  it('names the anchors module of the version and section on every doc item', () => {
    expect(anchorsKey('current', 'api')).toBe('current-api');
    expect(anchorsKey('4', 'concepts')).toBe('4-concepts');
    expect(anchorsKey('next/beta', 'a b')).toBe('next_beta-a_b');
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
