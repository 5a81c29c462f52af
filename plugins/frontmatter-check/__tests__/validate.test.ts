import { checkFrontMatterKeys, checkFrontMatterTypes, checkRelatedUrls, describeIssue, locateField } from '../validate';
import { checkPage } from '..';

describe('frontmatter types', () => {
  it('accepts a complete, valid frontmatter', () => {
    expect(
      checkFrontMatterTypes('docs/a.mdx', {
        title: 'A',
        sort: 3,
        group: 'Plugins',
        contributors: ['sokra', 'some-user1'],
        related: [{ title: 'B', url: '/concepts/' }],
        description: 'About A.',
        keywords: ['reduce bundle size', "Can't resolve"],
      }),
    ).toEqual([]);
  });

  it('names the file and the field of each wrong type', () => {
    const issues = checkFrontMatterTypes('docs/bad.mdx', {
      title: 42,
      sort: '3',
      group: ['x'],
      contributors: 'sokra',
      related: [{ title: 'B' }, 'nope'],
      description: '',
    });
    expect(issues.map((i) => `${i.file} ${i.field}`)).toEqual([
      'docs/bad.mdx title',
      'docs/bad.mdx group',
      'docs/bad.mdx description',
      'docs/bad.mdx sort',
      'docs/bad.mdx contributors',
      'docs/bad.mdx related[0].url',
      'docs/bad.mdx related[1]',
    ]);
  });

  it('takes keywords as a list of phrases, each without a comma, as the search reads them', () => {
    expect(checkFrontMatterTypes('f.mdx', { keywords: 'smaller bundles' }).map(describeIssue)).toEqual([
      'frontmatter "keywords" must be a list of phrases, got a string',
    ]);
    expect(
      checkFrontMatterTypes('f.mdx', { keywords: ['ok', '', 3, 'smaller bundles, faster builds'] }).map((i) => i.field),
    ).toEqual(['keywords[1]', 'keywords[2]', 'keywords[3]']);
  });

  it('rejects fractional sorts and handles that are not GitHub names', () => {
    const issues = checkFrontMatterTypes('f.mdx', { sort: 1.5, contributors: ['ok', 'not a handle', '-dash'] });
    expect(issues.map((i) => i.field)).toEqual(['sort', 'contributors[1]', 'contributors[2]']);
  });
});

describe('related links', () => {
  const known = new Set(['/concepts/', '/guides/getting-started/']);

  it('accepts known pages with or without trailing slash or hash, and external URLs', () => {
    const related = [
      { title: 'a', url: '/concepts/' },
      { title: 'b', url: '/guides/getting-started#install' },
      { title: 'c', url: 'https://nodejs.org/' },
    ];
    expect(checkRelatedUrls('f.mdx', { related }, known)).toEqual([]);
  });

  it('reports unknown and relative URLs with their index', () => {
    const related = [
      { title: 'a', url: '/concepts/missing/' },
      { title: 'b', url: 'concepts/' },
    ];
    expect(checkRelatedUrls('f.mdx', { related }, known)).toEqual([
      { file: 'f.mdx', field: 'related[0].url', message: 'links to an unknown page "/concepts/missing/"' },
      { file: 'f.mdx', field: 'related[1].url', message: 'must be absolute ("/section/page/"), got "concepts/"' },
    ]);
  });

  it('describes a problem by its field', () => {
    expect(describeIssue({ file: 'docs/a.mdx', field: 'sort', message: 'must be an integer, got a string' })).toBe(
      'frontmatter "sort" must be an integer, got a string',
    );
  });
});

describe('frontmatter keys', () => {
  it('require a title', () => {
    expect(checkFrontMatterKeys('docs/a.mdx', { sort: 1 }, 'doc')).toEqual([
      { file: 'docs/a.mdx', field: 'title', message: 'is missing: the page would be titled with its file name' },
    ]);
    expect(checkFrontMatterKeys('blog/p.mdx', {}, 'blog')[0]!.field).toBe('title');
  });

  it('name a key no one reads, and the one probably meant', () => {
    const fm = { title: 'A', sortt: 1, contributers: ['a'], grop: 'x', weird_key: 1, mdx: { format: 'md' } };
    expect(checkFrontMatterKeys('docs/a.mdx', fm, 'doc').map((i) => `${i.field}: ${i.message}`)).toEqual([
      'sortt: is not a frontmatter key of a doc (did you mean "sort"?)',
      'contributers: is not a frontmatter key of a doc (did you mean "contributors"?)',
      'grop: is not a frontmatter key of a doc (did you mean "group"?)',
      'weird_key: is not a frontmatter key of a doc',
    ]);
  });

  it("accept each content plugin's own keys, and the README pages' keys on those pages only", () => {
    expect(
      checkFrontMatterKeys('docs/a.mdx', { title: 'A', slug: '/a', sidebar_label: 'A', related: [] }, 'doc'),
    ).toEqual([]);
    expect(
      checkFrontMatterKeys('blog/p.mdx', { title: 'P', authors: ['x'], tags: ['t'], date: '2020-01-01' }, 'blog'),
    ).toEqual([]);
    expect(checkFrontMatterKeys('blog/p.mdx', { title: 'P', sort: 1 }, 'blog')[0]!.field).toBe('sort');
    expect(checkFrontMatterKeys('src/pages/a.mdx', { title: 'A', wrapperClassName: 'x' }, 'page')).toEqual([]);
    const readme = { title: 'a-loader', source: 'x', edit: 'x', repo: 'x', package_version: '1.0.0' };
    expect(checkFrontMatterKeys('x.md', readme, 'doc', { readmePage: true })).toEqual([]);
    expect(checkFrontMatterKeys('docs/x.md', readme, 'doc')).toHaveLength(4);
  });

  it('are placed where the frontmatter writes them', () => {
    const raw =
      '---\ntitle: A\nsortt: 3\nrelated:\n  - title: X\n    url: /x/\n  - title: Y\n    url: /gone/\n---\n\nBody\n';
    expect(locateField(raw, 'sortt')).toEqual({ line: 3, column: 1 });
    expect(locateField(raw, 'related[1].url')).toEqual({ line: 8, column: 5 });
    expect(locateField(raw, 'related[0]')).toEqual({ line: 5, column: 3 });
    expect(locateField(raw, 'title')).toEqual({ line: 2, column: 1 });
    // A missing field: the frontmatter's first line.
    expect(locateField(raw, 'description')).toEqual({ line: 1, column: 1 });
  });
});

describe('the rules of a page', () => {
  const urls = new Set(['/concepts/', '/blog/']);

  it('apply by the kind of page, each problem at its place in the file', () => {
    const raw = '---\nsort: x\ngroup: 3\nrelated:\n  - title: X\n    url: /concepts/nope/\n---\n\nText.\n';
    const fm = { sort: 'x', group: 3, related: [{ title: 'X', url: '/concepts/nope/' }] };
    expect(checkPage('docs/a.mdx', fm, 'doc', urls, raw).map((i) => `${i.line}:${i.column} ${i.field}`)).toEqual([
      '1:1 title',
      '3:1 group',
      '2:1 sort',
      '6:5 related[0].url',
    ]);
  });

  it("report a key the page's kind does not have once, not for its type too", () => {
    expect(checkPage('blog/p.mdx', { title: 'P', sort: 'x' }, 'blog', urls).map((i) => i.message)).toEqual([
      'is not a frontmatter key of a blog post',
    ]);
  });

  it("allow the README pages' keys on the pages generated from READMEs only", () => {
    const readme = { title: 'a-loader', source: 'https://x', package_version: '1.0.0' };
    expect(checkPage('.docusaurus/package-readmes/pages/loaders/a-loader.md', readme, 'doc', urls)).toEqual([]);
    expect(checkPage('docs/loaders/a-loader.md', readme, 'doc', urls).map((i) => i.field)).toEqual([
      'source',
      'package_version',
    ]);
  });
});
