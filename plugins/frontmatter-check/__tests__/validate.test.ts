import { checkFrontMatterTypes, checkRelatedUrls, formatIssues } from '../validate';
import { collectPages, validateAll } from '..';

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

  it('formats a message that names file and field', () => {
    const message = formatIssues([{ file: 'docs/a.mdx', field: 'sort', message: 'must be an integer, got a string' }]);
    expect(message).toContain('docs/a.mdx: "sort" must be an integer, got a string');
  });
});

describe('the build check over all content plugins', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              { source: '@site/docs/concepts/index.mdx', permalink: '/concepts', frontMatter: { title: 'Concepts' } },
              {
                source: '@site/docs/concepts/output.mdx',
                permalink: '/concepts/output',
                frontMatter: { related: [{ title: 'X', url: '/concepts/nope/' }] },
              },
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [{ metadata: { source: '@site/blog/p.mdx', permalink: '/blog/p', frontMatter: { sort: 'x' } } }],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [{ type: 'mdx', source: '@site/src/pages/license.mdx', permalink: '/license/', frontMatter: {} }],
    },
  };

  it('collects docs, blog posts and pages', () => {
    expect(collectPages(allContent).map((p) => p.permalink)).toEqual([
      '/concepts',
      '/concepts/output',
      '/blog/p',
      '/license/',
    ]);
  });

  it('reports issues with site-relative file names', () => {
    expect(validateAll(collectPages(allContent)).map((i) => `${i.file}: ${i.field}`)).toEqual([
      'docs/concepts/output.mdx: related[0].url',
      'blog/p.mdx: sort',
    ]);
  });
});
