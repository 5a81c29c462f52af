import React, { act, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import * as library from 'react-helmet-async';
import * as lean from '../helmet';
import leanHeadPlugin, { HELMET_MODULE } from '..';
import { configureWebpack } from '../../../../tests/jest/configureWebpack';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Implementation = {
  Helmet: ComponentType<{ children?: ReactNode; [prop: string]: unknown }>;
  HelmetProvider: ComponentType<{ children?: ReactNode }>;
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The head as a reader's browser holds it: html, title and body attributes and every element in the head. */
function headState() {
  const attributes = (element: Element) =>
    [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
  return {
    html: attributes(document.documentElement),
    body: attributes(document.body),
    title: document.title,
    head: [...document.head.children].map((element) => element.outerHTML),
  };
}

/** What the server's HTML starts with for a page (react-helmet-async marks its tags with data-rh). */
function serverHead(): void {
  document.documentElement.setAttribute('lang', 'en');
  document.head.innerHTML = [
    '<meta charset="UTF-8">',
    '<title data-rh="true">Output | webpack</title>',
    '<meta data-rh="true" name="twitter:card" content="summary_large_image">',
    '<meta data-rh="true" name="description" content="Where webpack writes bundles">',
    '<link data-rh="true" rel="canonical" href="https://webpack.js.org/concepts/output/">',
    '<link rel="stylesheet" href="/assets/css/styles.css">',
  ].join('');
}

/** Renders each tree in turn in one root (as navigation does) and records the head after each. */
async function run(implementation: Implementation, trees: ((h: Implementation['Helmet']) => ReactNode)[]) {
  document.documentElement.getAttributeNames().forEach((name) => document.documentElement.removeAttribute(name));
  document.body.getAttributeNames().forEach((name) => document.body.removeAttribute(name));
  serverHead();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const { Helmet, HelmetProvider } = implementation;
  const states = [];
  for (const tree of trees) {
    await act(async () => root.render(<HelmetProvider>{tree(Helmet)}</HelmetProvider>));
    await act(nextFrame);
    states.push(headState());
  }
  await act(async () => root.unmount());
  await act(nextFrame);
  states.push(headState());
  container.remove();
  return states;
}

/** The site's layout: site-wide tags, then the page's own (Docusaurus' SiteMetadata and PageMetadata). */
const layout = (Helmet: Implementation['Helmet'], page: ReactNode, htmlClass = 'plugin-docs') => (
  <>
    <Helmet>
      <html lang="en" dir="ltr" className={htmlClass} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta property="og:type" content="website" />
      <link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="webpack RSS Feed" />
    </Helmet>
    <main>{page}</main>
    <Helmet>
      <body className="navigation-with-keyboard" />
    </Helmet>
  </>
);

const outputPage = (Helmet: Implementation['Helmet']) =>
  layout(
    Helmet,
    <Helmet>
      <title>Output | webpack</title>
      <meta name="description" content="Where webpack writes bundles" />
      <meta property="og:title" content="Output | webpack" />
      <link rel="canonical" href="https://webpack.js.org/concepts/output/" />
      <script type="application/ld+json">{'{"@type":"BreadcrumbList"}'}</script>
    </Helmet>,
  );

const blogPage = (Helmet: Implementation['Helmet']) =>
  layout(
    Helmet,
    <>
      <Helmet title="Blog" titleTemplate="%s | webpack" defaultTitle="webpack">
        <meta name="description" content="News from the webpack team" />
        <link rel="canonical" href="https://webpack.js.org/blog/" />
        <>
          <meta property="og:title" content="Blog | webpack" />
          <meta name="robots" content="index" />
        </>
      </Helmet>
      <Helmet>
        <meta name="robots" content="noindex" />
        <meta name="twitter:card" content="summary" />
        <link rel="stylesheet" href="/print.css" />
        <style>{'.a { color: red; }'}</style>
      </Helmet>
    </>,
    'blog-wrapper plugin-blog',
  );

const titledWithParts = (Helmet: Implementation['Helmet']) =>
  layout(
    Helmet,
    <Helmet defaultTitle="webpack">
      <title>{['Compiler hooks', ' | ', 'webpack']}</title>
      <base href="/" target="_self" />
      <noscript>{'<p>Scripts are off</p>'}</noscript>
    </Helmet>,
  );

const untitled = (Helmet: Implementation['Helmet']) => layout(Helmet, <Helmet defaultTitle="webpack" />, '');

describe('lean-head Helmet', () => {
  test.each([
    ['a doc page over its server head, then the same page again', [outputPage, outputPage]],
    ['navigation from a doc page to the blog and back', [outputPage, blogPage, outputPage]],
    ['titles from parts, a default title, base and noscript', [titledWithParts, untitled, blogPage]],
  ])('leaves the head as react-helmet-async does: %s', async (_name, trees) => {
    const expected = await run(library as unknown as Implementation, trees);
    const actual = await run(lean as unknown as Implementation, trees);
    expect(actual).toEqual(expected);
    // The scenarios change the head: a comparison of two untouched heads would prove nothing.
    expect(new Set(expected.map((state) => JSON.stringify(state))).size).toBeGreaterThan(1);
  });

  test('reduces as the library does: the innermost title, template and tags win', () => {
    const state = lean.reduce([
      {
        title: 'Site',
        meta: [
          { name: 'description', content: 'outer' },
          { property: 'og:type', content: 'x' },
        ],
      },
      { titleTemplate: '%s | webpack', htmlAttributes: { lang: 'en', class: 'a' } },
      { title: 'Output', meta: [{ name: 'description', content: 'inner' }], htmlAttributes: { class: 'b' } },
    ]);
    expect(state.title).toBe('Output | webpack');
    expect(state.htmlAttributes).toEqual({ lang: 'en', class: 'b' });
    expect(state.metaTags).toEqual([
      { property: 'og:type', content: 'x' },
      { name: 'description', content: 'inner' },
    ]);
  });

  test('is what the browser bundle imports for react-helmet-async; the server bundle keeps the library', () => {
    const client = configureWebpack(leanHeadPlugin(), false);
    const server = configureWebpack(leanHeadPlugin(), true);
    expect(client.resolve?.alias).toEqual({ 'react-helmet-async$': HELMET_MODULE });
    expect(server).toEqual({});
  });
});
