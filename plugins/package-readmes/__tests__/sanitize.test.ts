/** @jest-environment node */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { unified } from 'unified';
import rehypeSanitizeReadmes, { sanitizeTree } from '../sanitize';

const h = (tagName: string, properties: Properties = {}, ...children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const root = (...children: RootContent[]): Root => ({ type: 'root', children });
const html = (tree: Root) => toHtml(sanitizeTree(tree));

describe('README HTML', () => {
  it('loses scripts, redirects, base, styles, forms, frames, plugins and SVG, with their content', () => {
    const hostile = root(
      h('script', {}, text('window.hacked = true')),
      h('meta', { httpEquiv: ['refresh'], content: '0; url=https://attacker.example/' }),
      h('base', { href: 'https://attacker.example/' }),
      h('link', { rel: ['stylesheet'], href: 'https://attacker.example/x.css' }),
      h('style', {}, text('article { display: none }')),
      h('form', { action: 'https://attacker.example/' }, h('input', { type: 'text' }), h('button', {}, text('Send'))),
      h('iframe', { srcDoc: '<script>parent.hacked = true</script>' }),
      h('object', { data: 'x.swf' }),
      h('embed', { src: 'x.swf' }),
      h('svg', { onLoad: 'hacked()' }, h('script', {}, text('hacked()'))),
      h('template', {}, text('hidden')),
      h('p', {}, text('Kept.')),
    );
    expect(html(hostile)).toBe('<p>Kept.</p>');
  });

  it('loses event handlers, inline styles, javascript: and data: URLs, and ids that could clobber globals', () => {
    const tree = root(
      h('a', { href: 'javascript:alert(1)' }, text('js')),
      h('a', { href: 'JaVaScRiPt:alert(1)' }, text('js2')),
      h('a', { href: 'data:text/html,<script>alert(1)</script>' }, text('data')),
      h('img', { src: 'x.png', onError: 'hacked()', alt: 'x' }),
      h('img', { src: 'data:image/svg+xml,<svg onload=alert(1)>' }),
      h('p', { onClick: 'hacked()', onMouseOver: 'hacked()', style: 'position:fixed' }, text('p')),
      h('div', { id: '__docusaurus', name: 'x' }, text('d')),
    );
    expect(html(tree)).toBe('<a>js</a><a>js2</a><a>data</a><img src="x.png" alt="x"><img><p>p</p><div>d</div>');
  });

  it('keeps ordinary README HTML: tables with alignment, details, images, headings with their ids', () => {
    const tree = root(
      h('h2', { id: 'options' }, text('Options')),
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h('tr', {}, h('th', { align: 'left' }, text('Option')), h('th', { align: 'right' }, text('Default'))),
        ),
        h('tbody', {}, h('tr', {}, h('td', { align: 'center' }, h('code', {}, text('filename'))))),
      ),
      h('details', { open: true }, h('summary', {}, text('More')), h('p', {}, h('strong', {}, text('Hidden')))),
      h('p', { align: 'center' }, h('img', { src: 'https://example.com/a.png', alt: 'A', width: '120' })),
      h('pre', {}, h('code', { className: ['language-js'], metastring: 'title="a.js"' }, text('x'))),
      h('a', { href: 'https://example.com/', title: 'Example' }, text('link')),
      h('a', { href: '#options' }, text('here')),
      h('a', { href: 'mailto:a@example.com' }, text('mail')),
    );
    expect(html(tree)).toBe(
      [
        '<h2 id="options">Options</h2>',
        '<table><thead><tr><th align="left">Option</th><th align="right">Default</th></tr></thead>',
        '<tbody><tr><td align="center"><code>filename</code></td></tr></tbody></table>',
        '<details open><summary>More</summary><p><strong>Hidden</strong></p></details>',
        '<p align="center"><img src="https://example.com/a.png" alt="A" width="120"></p>',
        '<pre><code class="language-js" metastring="title=&#x22;a.js&#x22;">x</code></pre>',
        '<a href="https://example.com/" title="Example">link</a><a href="#options">here</a>',
        '<a href="mailto:a@example.com">mail</a>',
      ].join(''),
    );
  });

  it('prefixes heading ids that could clash with ids of the page: globals, Docusaurus, the theme, React', () => {
    const tree = root(
      h('h2', { id: '__docusaurus' }, text('Root')),
      h('h2', { id: '__docusaurus_skipToContent_fallback' }, text('Skip')),
      h('h2', { id: 'dataLayer' }, text('Analytics')),
      h('h3', { id: 'theme-svg-external-link' }, text('Icon')),
      h('h4', { id: 'pwa-popup-container' }, text('Popup')),
      h('h4', { id: '_r_1_' }, text('A React id')),
      h('h2', { id: 'a.b' }, text('Punctuation')),
      h(
        'p',
        {},
        h('a', { href: '#dataLayer' }, text('to analytics')),
        h('a', { href: '#__docusaurus' }, text('to root')),
      ),
    );
    expect(html(tree)).toBe(
      [
        '<h2 id="user-content-__docusaurus">Root</h2>',
        '<h2 id="user-content-__docusaurus_skipToContent_fallback">Skip</h2>',
        '<h2 id="user-content-dataLayer">Analytics</h2>',
        '<h3 id="user-content-theme-svg-external-link">Icon</h3>',
        '<h4 id="user-content-pwa-popup-container">Popup</h4>',
        '<h4 id="user-content-_r_1_">A React id</h4>',
        '<h2 id="user-content-a.b">Punctuation</h2>',
        // The README's own links to them follow.
        '<p><a href="#user-content-dataLayer">to analytics</a><a href="#user-content-__docusaurus">to root</a></p>',
      ].join(''),
    );
  });

  it('keeps the ids Docusaurus gives Markdown headings, in any script, and links to them as they are', () => {
    const tree = root(
      h('h2', { id: 'options' }, text('Options')),
      h('h3', { id: '__webpack_public_path__' }, text('__webpack_public_path__')),
      h('h3', { id: 'größe-und-maße' }, text('Größe und Maße')),
      h('h3', { id: '配置' }, text('配置')),
      h('h3', { id: 'user-content-already-prefixed' }, text('Prefixed')),
      h('a', { href: '#options' }, text('options')),
      h('a', { href: '#%E9%85%8D%E7%BD%AE' }, text('配置')),
      h('a', { href: 'https://example.com/#dataLayer' }, text('elsewhere')),
    );
    expect(html(tree)).toBe(
      [
        '<h2 id="options">Options</h2>',
        '<h3 id="__webpack_public_path__">__webpack_public_path__</h3>',
        '<h3 id="größe-und-maße">Größe und Maße</h3>',
        '<h3 id="配置">配置</h3>',
        '<h3 id="user-content-already-prefixed">Prefixed</h3>',
        '<a href="#options">options</a><a href="#%E9%85%8D%E7%BD%AE">配置</a>',
        '<a href="https://example.com/#dataLayer">elsewhere</a>',
      ].join(''),
    );
  });

  it('prefixes a clashing id written as an escaped link too', () => {
    const tree = root(h('h2', { id: 'Café' }, text('Café')), h('a', { href: '#Caf%C3%A9' }, text('to it')));
    expect(html(tree)).toBe('<h2 id="user-content-Café">Café</h2><a href="#user-content-Café">to it</a>');
  });

  it('keeps what Docusaurus adds: admonitions and the MDX nodes of the page, sanitising what they hold', () => {
    const esm = { type: 'mdxjsEsm', value: 'export const toc = []' } as unknown as RootContent;
    const jsx = {
      type: 'mdxJsxFlowElement',
      name: 'Details',
      attributes: [],
      children: [h('script', {}, text('hacked()')), h('p', {}, text('inside'))],
    } as unknown as RootContent;
    const admonition = h('admonition', { type: 'warning', title: 'Careful', onClick: 'x' }, h('p', {}, text('Mind.')));
    const result = sanitizeTree(root(esm, admonition, jsx));
    expect(result.children[0]).toEqual(esm);
    expect(result.children[1]).toMatchObject({
      tagName: 'admonition',
      properties: { type: 'warning', title: 'Careful' },
    });
    expect((result.children[1] as Element).properties).not.toHaveProperty('onClick');
    expect(result.children[2]).toMatchObject({ type: 'mdxJsxFlowElement', name: 'Details' });
    expect((result.children[2] as unknown as { children: Element[] }).children.map((c) => c.tagName)).toEqual(['p']);
  });

  it('cannot forge the stand-in of an MDX node', () => {
    const forged = h('readme-mdx-node', { dataIndex: '0' }, text('x'));
    expect(html(root(forged))).toBe('x');
  });
});

describe('the rehype plugin', () => {
  const processor = unified().use(rehypeSanitizeReadmes, { folder: 'package-readmes' });
  const run = (file: string) =>
    toHtml(processor.runSync(root(h('script', {}, text('x')), h('p', {}, text('y'))), { path: file }));

  it('sanitises the pages of the generated folder only', () => {
    expect(run('/site/docs/package-readmes/loaders/css-loader.md')).toBe('<p>y</p>');
    expect(run('/site/versioned_docs/version-5/package-readmes/loaders/css-loader.md')).toBe('<p>y</p>');
    expect(run('/site/docs/loaders/index.mdx')).toBe('<script>x</script><p>y</p>');
  });
});
