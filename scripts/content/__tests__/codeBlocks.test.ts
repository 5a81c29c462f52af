import { extractCodeBlocks, parseMeta } from '../codeBlocks';

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
