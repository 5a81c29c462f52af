/** @jest-environment node */
import { bodyOf, checkLinks, duplicateUrls, readPage, siteIndex, unfinishedPages, type ContentPage } from '../links';

const page = (file: string, url: string, body: string, extra: Partial<ContentPage> = {}): ContentPage => ({
  file,
  kind: 'doc',
  frontMatter: { title: 'T', description: 'D' },
  url,
  raw: `---\ntitle: T\ndescription: D\n---\n\n${body}`,
  ...extra,
});

const output = page(
  'docs/configuration/output.mdx',
  '/configuration/output/',
  ['# Output', '', '## output.filename', '', 'Text.', '', '## Custom {#my-anchor}', '', '<a id="legacy-id"></a>'].join(
    '\n',
  ),
);

describe('reading a page', () => {
  it('blanks the frontmatter line for line, so that positions are those of the file', () => {
    expect(bodyOf('---\ntitle: A\n---\n\nText')).toBe('\n\n\n\nText');
    expect(bodyOf('No frontmatter')).toBe('No frontmatter');
  });

  it('finds Markdown, JSX and HTML links outside code, at their line and column in the file', () => {
    const source = [
      'See [a](/concepts/) and `[b](/no/)`.',
      '```md',
      '[c](/nope/)',
      '```',
      '<Link to="/guides/">g</Link> [d](#x)',
      '',
      '[g]: /api/',
    ].join('\n');
    expect(readPage(page('docs/a.mdx', '/a/', source)).links).toEqual([
      { url: '/concepts/', line: 6, column: 5 },
      { url: '/guides/', line: 10, column: 1 },
      { url: '#x', line: 10, column: 30 },
      { url: '/api/', line: 12, column: 1 },
    ]);
    const html = readPage(page('docs/b.md', '/b/', '<p>An <a href="/api/">API</a> link.</p>'));
    expect(html.links).toEqual([{ url: '/api/', line: 6, column: 10 }]);
  });
});

describe('links', () => {
  const check = (pages: ContentPage[], others: string[] = []) => checkLinks(pages, siteIndex(pages, others));

  it('accept pages, anchors of headings, explicit ids and anchor elements, relative links and links to files', () => {
    const from = page(
      'docs/guides/caching.mdx',
      '/guides/caching/',
      [
        '[a](/configuration/output/#outputfilename) [b](/configuration/output/#my-anchor)',
        '[c](/configuration/output/#legacy-id) [d](../../configuration/output/) [e](../configuration/output.mdx#my-anchor)',
        '[f](/blog/tags/release/) [g](/img/logo.svg) [h](https://webpack.js.org/nope/) [i](/vote/) [j](/configuration/output)',
      ].join('\n'),
    );
    expect(check([from, output], ['/vote/'])).toEqual([]);
  });

  it('report every broken link and anchor at once, with a suggestion when one is close', () => {
    const from = page(
      'docs/guides/caching.mdx',
      '/guides/caching/',
      '[a](/configuration/outpt/) and [b](/configuration/output/#outputfilenme)\n\n[c](#nowhere) [d](./gone.mdx)',
    );
    expect(
      check([from, output]).map(({ line, column, message, target }) => ({ line, column, message, target })),
    ).toEqual([
      {
        line: 6,
        column: 1,
        message: 'links to /configuration/outpt/, which is no page of the site (did you mean /configuration/output/?)',
      },
      {
        line: 6,
        column: 32,
        message:
          'links to #outputfilenme, which is no heading or anchor of /configuration/output/ (did you mean #outputfilename?)',
        target: '/configuration/output/',
      },
      {
        line: 8,
        column: 1,
        message: 'links to #nowhere, which is no heading or anchor of this page',
        target: '/guides/caching/',
      },
      { line: 8, column: 15, message: 'links to the file ./gone.mdx, which is no page of the site' },
    ]);
  });

  it("of an archived version's page lead to its own pages when it has them", () => {
    const versionLinks = { prefix: '/v5', pages: new Set(['/concepts/', '/concepts/x/']) };
    const archived = page(
      'versioned_docs/version-5/concepts/index.mdx',
      '/v5/concepts/',
      '[a](/concepts/x/) [b](/guides/)',
      {
        versionLinks,
      },
    );
    const current = page('docs/guides/index.mdx', '/guides/', 'g');
    // /concepts/x/ is a page of version 5 (here, not yet built): its link leads there. /guides/ is not, and leads
    // to the current docs' page.
    expect(check([archived, current])).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^links to \/v5\/concepts\/x\/, which is no page/) }),
    ]);
    const x = page('versioned_docs/version-5/concepts/x.mdx', '/v5/concepts/x/', 'x');
    expect(check([archived, current, x])).toEqual([]);
  });

  it('of pages made from READMEs are left to the check of the built site', () => {
    const readme = page('.docusaurus/package-readmes/pages/loaders/a-loader.md', '/loaders/a-loader/', '[x](/nope/)', {
      generated: true,
    });
    expect(check([readme])).toEqual([]);
  });
});

describe('duplicate URLs', () => {
  it('name each page and the others at its URL', () => {
    const a = page('docs/guides/a.mdx', '/guides/a/', 'a');
    const b = page('docs/guides/a/index.mdx', '/guides/a/', 'b');
    expect(duplicateUrls([a, b, output])).toEqual([
      {
        file: 'docs/guides/a.mdx',
        line: 1,
        column: 1,
        message:
          'is served at /guides/a/, as docs/guides/a/index.mdx is: one of them must move (or set another `slug`)',
        target: '/guides/a/',
      },
      {
        file: 'docs/guides/a/index.mdx',
        line: 1,
        column: 1,
        message: 'is served at /guides/a/, as docs/guides/a.mdx is: one of them must move (or set another `slug`)',
        target: '/guides/a/',
      },
    ]);
  });
});

describe('unfinished pages', () => {
  it('are found in the title, the description and the prose, not in code', () => {
    const unfinished: ContentPage = {
      file: 'docs/a.mdx',
      kind: 'doc',
      frontMatter: { title: 'Caching (coming soon)', description: 'D' },
      url: '/a/',
      raw: '---\ntitle: Caching (coming soon)\ndescription: D\n---\n\nIntro.\n\n## Options\n\nTBD.\n\n`TBD` in code is fine.\n\n```text\nlorem ipsum\n```\n',
    };
    expect(unfinishedPages([unfinished, { ...unfinished, file: 'gen.md', generated: true }])).toEqual([
      { file: 'docs/a.mdx', line: 2, column: 17, message: 'unfinished: "coming soon"' },
      { file: 'docs/a.mdx', line: 10, column: 1, message: 'unfinished: "TBD"' },
    ]);
  });
});
