/** @jest-environment node */
import { markdownAnchors, sidebarAnchors } from '../anchors';
import { sidebarAnchorModules } from '..';

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

describe('sidebarAnchorModules', () => {
  it('groups the anchors of doc items by the module their sidebar item names, keyed by permalink', () => {
    const version = {
      docs: [
        { id: 'concepts/index', permalink: '/concepts/' },
        { id: 'concepts/output', permalink: '/concepts/output/' },
        { id: 'guides/index', permalink: '/guides/' },
      ] as never,
      sidebars: {
        concepts: [
          { type: 'doc', id: 'concepts/index', customProps: { anchors: 'current-concepts' } },
          { type: 'html' },
          { type: 'doc', id: 'concepts/output', customProps: { anchors: 'current-concepts' } },
        ],
        guides: [{ type: 'doc', id: 'guides/index' }],
      },
    };
    const anchors = new Map([
      ['concepts/index', markdownAnchors('Intro only.')],
      ['concepts/output', markdownAnchors('# Output\n\n## Public path\n\n### CDN')],
      ['guides/index', markdownAnchors('## Start')],
    ]);
    expect(Object.fromEntries(sidebarAnchorModules(version, anchors))).toEqual({
      'current-concepts': {
        '/concepts/': [],
        '/concepts/output/': [
          { value: 'Public path', id: 'public-path', level: 2 },
          { value: 'CDN', id: 'cdn', level: 3 },
        ],
      },
    });
  });
});
