/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { cleanHeaderHtml, readmeToPage, rewriteHtml, rewriteUrl } from '../transform';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/example-loader.md'), 'utf8');
const packagePages = new Map([
  ['https://github.com/webpack-contrib/style-loader', '/loaders/style-loader/'],
  ['css-loader', '/loaders/css-loader/'],
]);
const context = { repository: 'https://github.com/example/example-loader', packagePages };
const page = readmeToPage(fixture, context);

describe('the README header', () => {
  it('goes: every h1 title above the first section (HTML and Markdown), the logos and the badge rows', () => {
    expect(page).not.toMatch(/^# /m);
    expect(page).not.toContain('Example Loader');
    expect(page).not.toContain('icon-square-big.svg');
    expect(page).not.toContain('shields.io/npm');
    expect(page).not.toContain('[![');
    expect(page.startsWith('Turns examples into modules.')).toBe(true);
  });

  it('keeps h1 headings that come after the first section, and the first title only when there are no sections', () => {
    expect(readmeToPage('# Title\n\nIntro.\n\n## Install\n\n# Appendix\n\nMore.', context)).toBe(
      'Intro.\n\n## Install\n\n# Appendix\n\nMore.',
    );
    expect(readmeToPage('Title\n=====\n\ntext\n\n# Second', context)).toBe('text\n\n# Second');
    expect(readmeToPage('```md\n# in code\n```\n\n# Real\n\n## Next', context)).toBe(
      '```md\n# in code\n```\n\n## Next',
    );
  });

  it('keeps the text of a logo block, without its images, title and centring', () => {
    const html = [
      '<div align="center">',
      '  <a href="https://webpack.js.org/"><img src="logo.svg"></a>',
      '  <h1>Imagemin</h1>',
      '  <p>A plugin for <a href="https://github.com/imagemin/imagemin">imagemin</a>.</p>',
      '</div>',
    ].join('\n');
    expect(cleanHeaderHtml(html)).toBe(
      '<div>\n  <p>A plugin for <a href="https://github.com/imagemin/imagemin">imagemin</a>.</p>\n</div>',
    );
    expect(cleanHeaderHtml('<p align="center"><a href="x"><img src="a.png"></a>&nbsp;</p>')).toBeUndefined();
  });

  it('keeps an image that is not a badge', () => {
    expect(page).toContain(
      '![The output in a browser](https://github.com/example/example-loader/raw/HEAD/docs/output.png)',
    );
  });
});

describe('links and images', () => {
  it('point relative links into the repository and relative images to raw files', () => {
    expect(page).toContain('[the docs](https://github.com/example/example-loader/blob/HEAD/docs/options.md)');
    expect(page).toContain('[changelog](https://github.com/example/example-loader/blob/HEAD/CHANGELOG.md)');
    expect(page).toContain('![diagram](https://github.com/example/example-loader/raw/HEAD/img/flow.png)');
    expect(page).toContain('src="https://github.com/example/example-loader/raw/HEAD/docs/screenshot.png"');
    expect(rewriteUrl('docs/a.md#part', 'link', { ...context, directory: 'packages/x' })).toBe(
      'https://github.com/example/example-loader/blob/HEAD/packages/x/docs/a.md#part',
    );
  });

  it('send links to other documented packages to their pages here', () => {
    expect(page).toContain('[style-loader](/loaders/style-loader/)');
    expect(page).toContain('[the npm package](/loaders/css-loader/)');
    expect(rewriteUrl('https://github.com/other/thing', 'link', context)).toBe('https://github.com/other/thing');
  });

  it('keep anchors that exist, fix their case, and drop the rest', () => {
    expect(page).toContain('[Usage](#usage)');
    expect(page).toContain('[Options](#options)');
    expect(page).toContain('or a section that is gone.');
    expect(page).toContain('<a>an HTML link to nowhere</a>');
    expect(page).toContain('<a href="#options">one that works</a>');
  });

  it('edit only the attributes of HTML, whatever else the block holds', () => {
    const resolve = (id: string) => (id.toLowerCase() === 'usage' ? 'usage' : undefined);
    expect(rewriteHtml('<details>\n<summary><img src="a.png" width="10"></summary>', context, resolve)).toBe(
      '<details>\n<summary><img src="https://github.com/example/example-loader/raw/HEAD/a.png" width="10"></summary>',
    );
    expect(rewriteHtml('<td align="right"><a href="#Usage">u</a> <a href="#x">x</a></td>', context, resolve)).toBe(
      '<td align="right"><a href="#usage">u</a> <a>x</a></td>',
    );
  });

  it('leave code alone', () => {
    expect(page).toContain('```js\n// # not a heading\nconst x = { y: 1 };\n```');
    const code = readmeToPage('## A\n\nUse `<link href="a.css">` or `[b](docs/b.md)`.', context);
    expect(code).toContain('`<link href="a.css">`');
    expect(code).toContain('`[b](docs/b.md)`');
  });

  it('keep the languages the site highlights, and turn the others to plain text', () => {
    const knownLanguage = (lang: string) => ['js', 'bash'].includes(lang);
    const readme = '## A\n\n```js\na;\n```\n\n```console\n$ npm i\n```\n\n```bash\nnpm i\n```\n\n```\nplain\n```';
    expect(readmeToPage(readme, { ...context, knownLanguage })).toBe(
      '## A\n\n```js\na;\n```\n\n```text\n$ npm i\n```\n\n```bash\nnpm i\n```\n\n```\nplain\n```',
    );
  });
});

describe('GitHub alerts', () => {
  it('become admonitions', () => {
    expect(page).toContain(':::warning\n\nNeeds webpack 5.\n\n:::');
    expect(readmeToPage('## A\n\n> [!NOTE]\n> Read this.\n\nAfter.', context)).toBe(
      '## A\n\n:::note\n\nRead this.\n\n:::\n\nAfter.',
    );
    expect(readmeToPage('## A\n\n> [!caution]\n> **Careful.**', context)).toContain(':::danger\n\n**Careful.**\n\n:::');
  });

  it('leave ordinary quotes alone', () => {
    expect(readmeToPage('## A\n\n> A quote.', context)).toBe('## A\n\n> A quote.');
  });
});
