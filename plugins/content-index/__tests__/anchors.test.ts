/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileAnchors, markdownAnchors, sidebarAnchors } from '../anchors';

describe('markdownAnchors', () => {
  it('gives every heading the id Docusaurus renders: one slugger for the page, duplicates numbered', () => {
    const anchors = markdownAnchors(
      ['# Output', '', '## Output', '', '### `output.path`', '', '## Output', '', '#### Deep'].join('\n'),
    );
    expect(anchors.map(({ id, level }) => [level, id])).toEqual([
      [1, 'output'],
      [2, 'output-1'],
      [3, 'outputpath'],
      [2, 'output-2'],
      [4, 'deep'],
    ]);
  });

  it('keeps inline code, emphasis and strong as HTML, unwraps links and escapes text', () => {
    const [anchor] = markdownAnchors('## The `output.publicPath` *option* of **[webpack](/concepts/)** <&>');
    expect(anchor).toEqual({
      title: 'The output.publicPath option of webpack <&>',
      value: 'The <code>output.publicPath</code> <em>option</em> of <strong>webpack</strong> &lt;&amp;&gt;',
      id: 'the-outputpublicpath-option-of-webpack-',
      level: 2,
    });
  });

  it('honours explicit ids, as {#id} and as a trailing HTML comment', () => {
    const anchors = markdownAnchors('## Public path {#public}\n\n## Library <!-- #lib -->\n\n## Public path');
    expect(anchors.map(({ title, id }) => [title, id])).toEqual([
      ['Public path', 'public'],
      ['Library', 'lib'],
      ['Public path', 'public-path'],
    ]);
  });

  it('ignores headings in code blocks and skips inline HTML in ids', () => {
    const anchors = markdownAnchors('```md\n## Not a heading\n```\n\n## Options<br/>\n\n    ## indented code');
    expect(anchors.map(({ id }) => id)).toEqual(['options']);
  });

  it('lists levels 2 and 3 for the sidebar', () => {
    const anchors = markdownAnchors('# T\n\n## A\n\n### B\n\n#### C');
    expect(sidebarAnchors(anchors)).toEqual([
      { value: 'A', id: 'a', level: 2 },
      { value: 'B', id: 'b', level: 3 },
    ]);
  });
});

describe('fileAnchors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anchors-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a doc file without its frontmatter, and again once the file changes', async () => {
    const file = path.join(dir, 'page.mdx');
    fs.writeFileSync(file, '---\ntitle: Page\n---\n\n## First\n');
    expect((await fileAnchors(file)).map(({ id }) => id)).toEqual(['first']);
    // The same state of the file gives the same list, parsed once.
    expect(await fileAnchors(file)).toBe(await fileAnchors(file));
    fs.writeFileSync(file, '---\ntitle: Page\n---\n\n## First\n\n### Second heading\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await fileAnchors(file)).map(({ id, level }) => [level, id])).toEqual([
      [2, 'first'],
      [3, 'second-heading'],
    ]);
  });
});
