import { extractCodeBlocks, parseMeta } from '../codeBlocks';
import { pageLinks } from '../links';
import { docUrl } from '../site';

describe('code blocks', () => {
  it('reads language, title and the validate flag', () => {
    expect(parseMeta('js title="webpack.config.js" validate {2}')).toMatchObject({
      lang: 'js',
      title: 'webpack.config.js',
      validate: true,
    });
    expect(parseMeta("js title='validate.js'")).toMatchObject({ title: 'validate.js', validate: false });
    expect(parseMeta('bash')).toMatchObject({ lang: 'bash', validate: false });
  });

  it('extracts fenced blocks with their lines, including longer and indented fences', () => {
    const source = [
      'text',
      '```js validate',
      'module.exports = {};',
      '```',
      '- item',
      '  ```bash',
      '  npm run build',
      '  ```',
      '````md',
      '```js',
      'inner',
      '```',
      '````',
    ].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks.map((b) => [b.lang, b.line, b.code])).toEqual([
      ['js', 2, 'module.exports = {};'],
      ['bash', 6, 'npm run build'],
      ['md', 9, '```js\ninner\n```'],
    ]);
  });

  it('reads code blocks inside JSX as MDX does, and not indented code of Markdown pages', () => {
    const mdx = [
      '<Tabs>',
      '  <TabItem value="a">',
      '',
      '    ```js title="a.js"',
      '    a();',
      '    ```',
      '',
      '  </TabItem>',
      '</Tabs>',
    ];
    expect(extractCodeBlocks(mdx.join('\n')).map((b) => [b.lang, b.title, b.code, b.line])).toEqual([
      ['js', 'a.js', 'a();', 4],
    ]);
    expect(extractCodeBlocks('Text.\n\n    indented code\n', 'md')).toEqual([]);
  });
});

describe('page links', () => {
  it('finds Markdown and JSX links outside code, with lines', () => {
    const source = [
      'See [a](/concepts/) and `[b](/no/)`.',
      '```md',
      '[c](/nope/)',
      '```',
      '<Link to="/guides/">g</Link> [d](#x)',
    ].join('\n');
    expect(pageLinks(source).map(({ url, line }) => ({ url, line }))).toEqual([
      { url: '/concepts/', line: 1 },
      { url: '/guides/', line: 5 },
      { url: '#x', line: 5 },
    ]);
  });

  it('finds reference definitions and the href of HTML in Markdown pages', () => {
    const source = ['See [the guide][g].', '', '<p>An <a href="/api/">API</a> link.</p>', '', '[g]: /guides/'].join(
      '\n',
    );
    expect(pageLinks(source, 'md').map(({ url, line }) => ({ url, line }))).toEqual([
      { url: '/api/', line: 3 },
      { url: '/guides/', line: 5 },
    ]);
  });
});

describe('URLs of content files', () => {
  it('maps files to the URLs Docusaurus serves', () => {
    expect(docUrl('concepts/index.mdx')).toBe('/concepts/');
    expect(docUrl('guides/caching.mdx')).toBe('/guides/caching/');
    expect(docUrl('concepts/index.mdx', '/v4')).toBe('/v4/concepts/');
    expect(docUrl('license.mdx')).toBe('/license/');
    expect(docUrl('package-readmes/loaders/css-loader.md')).toBe('/loaders/css-loader/');
  });
});
