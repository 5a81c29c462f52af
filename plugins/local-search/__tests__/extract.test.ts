/** @jest-environment node */
import { extractPage } from '../indexer/extract';

const IGNORED = { ignoredHeadings: ['Further Reading', 'Related'] };
/** The zero-width space the theme puts in each heading's anchor link. */
const ZWSP = '\u200b';

/** A built doc page as the site renders it: minified attributes, heading anchors, a code block, navigation around. */
const DOC = `<!doctype html><html><head><title>Output | webpack</title>
<meta name=description content="Where webpack writes bundles."></head><body>
<nav class=navbar><a href=/>webpack</a></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Output</h1></header>
<p>The <code>output</code> object controls what webpack writes.</p>
<h2 class=anchor id=file-names>File names<a href=#file-names class=hash-link aria-label="Direct link">${ZWSP}</a></h2>
<p>Names of the files.</p>
<h3 class=anchor id=outputchunkfilename>output.chunkFilename<a href=#outputchunkfilename class=hash-link>${ZWSP}</a></h3>
<p>Names non-initial chunks, like <code>[id].js</code>.</p>
<div class=theme-code-block><pre><code class=codeBlockLines><div class=token-line>Module not found: Error: Can't resolve 'x'<br></div><div class=token-line>chunkFilename: '[name].js'<br></div></code></pre><button>Copy</button></div>
<h4>A smaller heading</h4><p>Stays in its h3's text.</p>
<h4 class=anchor id=outputchunkfilenamefunction>output.chunkFilename as a function<a href=#outputchunkfilenamefunction class=hash-link>${ZWSP}</a></h4>
<p>Returns the name.</p>
<h2 id=related>Related</h2><p>Links to other pages.</p>
<h3 id=under-related>Under the boilerplate</h3><p>Left out too.</p>
<h2 id=pitfalls>Pitfalls</h2><p>Mind the <em>hash</em>.</p>
</div></article><footer>Footer text</footer></body></html>`;

describe('extractPage', () => {
  const page = extractPage(DOC, IGNORED)!;

  it('reads the title and description', () => {
    expect(page.title).toBe('Output');
    expect(page.description).toBe('Where webpack writes bundles.');
  });

  it("reads the writer's keywords, which Docusaurus joins with commas, and none when the page has none", () => {
    const withKeywords = DOC.replace(
      '</head>',
      '<meta data-rh=true name=keywords content="output folder, where bundles go,,dist"/></head>',
    );
    expect(extractPage(withKeywords, IGNORED)!.keywords).toEqual(['output folder', 'where bundles go', 'dist']);
    expect(page.keywords).toEqual([]);
  });

  it('makes one section per place a result opens: the top of the page, each h2 and h3, and each h4 with an anchor', () => {
    expect(page.sections.map(({ anchor, heading, level }) => [anchor, heading, level])).toEqual([
      ['', 'Output', 1],
      ['file-names', 'File names', 2],
      ['outputchunkfilename', 'output.chunkFilename', 3],
      ['outputchunkfilenamefunction', 'output.chunkFilename as a function', 4],
      ['pitfalls', 'Pitfalls', 2],
    ]);
  });

  it('gives each section its text up to the next heading, without the anchor links, buttons or navigation', () => {
    expect(page.sections[0]!.text).toBe('The output object controls what webpack writes.');
    expect(page.sections[2]!.text).toContain("Names non-initial chunks, like [id].js. Module not found: Error: Can't");
    expect(page.sections[2]!.text).toContain('A smaller heading Stays in its h3');
    expect(page.sections.map(({ text }) => text).join(' ')).not.toMatch(new RegExp(`Copy|Footer|Direct link|${ZWSP}`));
    expect(page.sections[3]!.text).toBe('Returns the name.');
    expect(page.sections[4]!.text).toBe('Mind the hash.');
  });

  it('leaves out boilerplate sections and everything under them up to the next heading of their level', () => {
    expect(page.sections.map(({ text }) => text).join(' ')).not.toMatch(/Links to other pages|Left out too/);
  });

  it('keeps the code of each section, inline and line by line', () => {
    expect(page.sections[2]!.code).toEqual([
      '[id].js',
      "Module not found: Error: Can't resolve 'x'",
      "chunkFilename: '[name].js'",
    ]);
  });

  it("keeps the terms a section defines: the code alone in a table row's first cell or a definition list's term", () => {
    const html = `<html><head></head><body><article><div class="theme-doc-markdown markdown"><h1>Devtool</h1>
      <h3 id=all-values>All values</h3><table><thead><tr><th><code>header</code></th><th>Build</th></tr></thead>
      <tbody><tr><td><code>eval-source-map</code></td><td><code>slow</code></td></tr>
      <tr><td>see <code>eval</code></td><td>fast</td></tr><tr><td><code>a</code> or <code>b</code></td><td></td></tr>
      </tbody></table><dl><dt><code>hidden-source-map</code></dt><dd>Not linked.</dd><dt>Plain words</dt></dl>
      </div></article></body></html>`;
    expect(extractPage(html, IGNORED)!.sections[1]!.terms).toEqual(['eval-source-map', 'hidden-source-map']);
  });

  it('keeps what its lists say of the pages they name by a link: "[name](/page/): what it does"', () => {
    const html = `<html><head></head><body><article><div class="theme-doc-markdown markdown"><h1>Plugins</h1><ul>
      <li><a href="/plugins/copy-webpack-plugin/">copy-webpack-plugin</a>: copies <em>files</em>.</li>
      <li><a href="/plugins/banner-plugin/">BannerPlugin</a> — adds a banner.</li>
      <li><a href="https://example.com/">elsewhere</a>: not a page of the site.</li>
      <li><a href="/api/#hooks">a section</a>: not a page.</li><li>See <a href="/loaders/">loaders</a>: not first.</li>
      <li><a href="/guides/">Guides</a> and more.</li></ul></div></article></body></html>`;
    expect(extractPage(html, IGNORED)!.entries).toEqual([
      { href: '/plugins/copy-webpack-plugin/', name: 'copy-webpack-plugin', text: 'copies files.' },
      { href: '/plugins/banner-plugin/', name: 'BannerPlugin', text: 'adds a banner.' },
    ]);
  });

  it("keeps what its tables say of the pages they name by a link alone in a row's first cell", () => {
    const html = `<html><head></head><body><article><div class="theme-doc-markdown markdown"><h1>Loaders</h1><table>
      <thead><tr><th>Loader</th><th>What it does</th></tr></thead><tbody>
      <tr><td><a href="/loaders/sass-loader/">sass-loader</a></td><td>Compiles Sass and <em>SCSS</em> to CSS.</td></tr>
      <tr><td>see <a href="/loaders/less-loader/">less-loader</a></td><td>not the link alone.</td></tr>
      <tr><td><a href="https://example.com/">elsewhere</a></td><td>not a page of the site.</td></tr>
      </tbody></table></div></article></body></html>`;
    expect(extractPage(html, IGNORED)!.entries).toEqual([
      { href: '/loaders/sass-loader/', name: 'sass-loader', text: 'Compiles Sass and SCSS to CSS.' },
    ]);
  });

  it('reads a blog post from its article', () => {
    const post = extractPage(
      `<html><head></head><body><article><header><h1 class=title>webpack 5 is released</h1><time>Oct 10</time></header>
      <div id=__blog-post-container class=markdown><p>It is out.</p><h2 id=faster>Faster builds</h2><p>Cache.</p></div>
      </article></body></html>`,
      IGNORED,
    )!;
    expect(post.title).toBe('webpack 5 is released');
    expect(post.sections.map(({ heading, text }) => [heading, text])).toEqual([
      ['webpack 5 is released', 'It is out.'],
      ['Faster builds', 'Cache.'],
    ]);
  });

  it('reads a Markdown page of the pages plugin from its article, without the table of contents beside it', () => {
    const page = extractPage(
      `<html><head></head><body><main class="container"><div class=row><div class="col col--8"><article>
      <header><h1>Glossary</h1></header><p>Words the docs use.</p><h2 id=chunk>Chunk</h2><p>A group of modules.</p>
      </article></div><div class="col col--2"><div class=tableOfContents><a href="#chunk">Chunk</a></div></div>
      </div></main></body></html>`,
      IGNORED,
    )!;
    expect(page.title).toBe('Glossary');
    expect(page.sections.map(({ heading, text }) => [heading, text])).toEqual([
      ['Glossary', 'Words the docs use.'],
      ['Chunk', 'A group of modules.'],
    ]);
  });

  it('reads nothing from a page that is neither a doc, a post nor a Markdown page', () => {
    expect(extractPage('<html><head></head><body><main><h1>Blog</h1></main></body></html>', IGNORED)).toBeUndefined();
  });
});
