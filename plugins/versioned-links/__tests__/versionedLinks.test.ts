/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import remarkVersionedLinks, { versionedFrontMatter, versionedUrl, versionOfFile, versionPages } from '..';

const pages = new Set(['/concepts/', '/concepts/output/', '/migrate/5/']);

describe('versionedUrl', () => {
  it.each([
    ['/concepts/output/', '/v5/concepts/output/'],
    ['/concepts/output/#options', '/v5/concepts/output/#options'],
    ['/concepts/output', '/v5/concepts/output'],
    ['/concepts/?q=1#x', '/v5/concepts/?q=1#x'],
    ['/migrate/5/', '/v5/migrate/5/'],
  ])('sends %s to the version of the page: %s', (url, expected) => {
    expect(versionedUrl(url, '/v5', pages)).toBe(expected);
  });

  it.each([
    // Not a page of the version (a README page, a page added after the version was cut, the blog).
    '/loaders/css-loader/',
    '/guides/new-guide/',
    '/blog/2020-10-10-webpack-5-release/',
    // Already a version's URL.
    '/v5/concepts/output/',
    '/v4/concepts/output/',
    '/v5',
    // Not an absolute URL of this site.
    '//cdn.example.com/concepts/',
    'https://webpack.js.org/concepts/',
    '#options',
    './output.mdx',
    'output/',
  ])('leaves %s as it is', (url) => {
    expect(versionedUrl(url, '/v5', pages)).toBe(url);
  });
});

describe('the remark plugin', () => {
  let site: string;
  let versions: { dir: string; prefix: string }[];
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'versioned-links-'));
    const write = (file: string, content = '---\ntitle: Page\n---\n') => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), content);
    };
    write('versioned_docs/version-5/concepts/index.mdx');
    write('versioned_docs/version-5/concepts/output.mdx');
    write('versioned_docs/version-5/guides/moved.mdx', '---\ntitle: Moved\nslug: /guides/elsewhere\n---\n');
    write('versioned_docs/version-5/_partials/note.mdx');
    write('versioned_docs/version-4/concepts/index.mdx');
    versions = ['5', '4'].map((v) => ({ dir: path.join(site, `versioned_docs/version-${v}`), prefix: `/v${v}` }));
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  const run = async (file: string, source: string) =>
    String(
      await unified()
        .use(remarkParse)
        .use(remarkMdx)
        .use(remarkStringify)
        .use(remarkVersionedLinks, { versions })
        .process({ path: path.join(site, file), value: source }),
    );

  const page = [
    'See [output](/concepts/output/#filename), [a README page](/loaders/css-loader/) and [elsewhere][ref].',
    '',
    '<Link to="/concepts/">Concepts</Link> <a href="/concepts/output/">Output</a>',
    '',
    '[ref]: /guides/elsewhere/',
    '',
  ].join('\n');

  it("sends an archived version's links to its own pages, by file and by slug", async () => {
    const out = await run('versioned_docs/version-5/concepts/index.mdx', page);
    expect(out).toContain('[output](/v5/concepts/output/#filename)');
    expect(out).toContain('[a README page](/loaders/css-loader/)');
    expect(out).toContain('<Link to="/v5/concepts/">');
    expect(out).toContain('<a href="/v5/concepts/output/">');
    expect(out).toContain('[ref]: /v5/guides/elsewhere/');
  });

  it("keeps a link to a page its version does not have on the current docs' page", async () => {
    const out = await run('versioned_docs/version-4/concepts/index.mdx', page);
    expect(out).toContain('[output](/concepts/output/#filename)');
    expect(out).toContain('<Link to="/v4/concepts/">');
  });

  it("leaves the current docs' pages alone", async () => {
    expect(await run('docs/concepts/index.mdx', page)).toBe(page);
  });

  it('sends the Further Reading links of the frontmatter to the version too', () => {
    const related = [
      { title: 'Output', url: '/concepts/output/' },
      { title: 'CSS loader', url: '/loaders/css-loader/' },
      { title: 'Elsewhere', url: 'https://example.com/' },
    ];
    const file = path.join(site, 'versioned_docs/version-5/concepts/index.mdx');
    expect(versionedFrontMatter(file, { title: 'C', related }, versions)).toEqual({
      title: 'C',
      related: [
        { title: 'Output', url: '/v5/concepts/output/' },
        { title: 'CSS loader', url: '/loaders/css-loader/' },
        { title: 'Elsewhere', url: 'https://example.com/' },
      ],
    });
    const current = { title: 'C', related };
    expect(versionedFrontMatter(path.join(site, 'docs/concepts/index.mdx'), current, versions)).toBe(current);
  });

  it('reads the pages of a version folder, leaving out partials', async () => {
    expect([...versionPages(versions[0]!.dir)].sort()).toEqual([
      '/concepts/',
      '/concepts/output/',
      '/guides/elsewhere/',
    ]);
    expect(versionOfFile(path.join(site, 'versioned_docs/version-50/a.mdx'), versions)).toBeUndefined();
  });
});
