/**
 * The printable page's theme component (SPEC §2 "Page title rule", BEHAVIOUR.md "Printable page"), with the props the
 * plugin's route gives it: the section's docs in sidebar order and their compiled MDX, which renders links through the
 * `a` of the components it is handed, as MDX does.
 */
import React from 'react';
import type { MDXComponents } from 'mdx/types';
import type * as ThemeCommon from '@docusaurus/theme-common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/tests/jest/render';
import PrintablePage from '../theme/PrintablePage';

// The classic theme's Layout draws the navbar, footer and banner, which need the whole site's data. What the page asks
// of the Layout is to carry its title and description, which the classic Layout (3.10) hands to PageMetadata as here.
jest.mock('@theme/Layout', () => {
  const { createElement, Fragment } = jest.requireActual<typeof React>('react');
  const { PageMetadata } = jest.requireActual<typeof ThemeCommon>('@docusaurus/theme-common');
  return function Layout({
    title,
    description,
    children,
  }: {
    title: string;
    description: string;
    children: React.ReactNode;
  }) {
    return createElement(Fragment, null, createElement(PageMetadata, { title, description }), children);
  };
});

type Content = React.ComponentType<{ components?: MDXComponents }>;

/** A compiled MDX page: a paragraph whose links go through the components it is given. */
function mdx(text: string, links: Record<string, string> = {}): Content {
  return function Page({ components }) {
    const A = (components?.a ?? 'a') as React.ElementType;
    return (
      <p>
        {text}
        {Object.entries(links).map(([label, href]) => (
          <A key={label} href={href}>
            {label}
          </A>
        ))}
      </p>
    );
  };
}

// As the plugin writes them: permalinks before the site's trailing slash is applied.
const docs = [
  { title: 'Concepts', permalink: '/concepts/', anchorId: 'concepts' },
  { title: 'Entry Points', permalink: '/concepts/entry-points', anchorId: 'concepts-entry-points' },
  { title: 'Output', permalink: '/concepts/output', anchorId: 'concepts-output' },
];
const contents = [
  { content: mdx('What webpack is.') },
  {
    content: mdx('Where bundling starts.', {
      'the output': '/concepts/output/#naming',
      'the guide': '/guides/getting-started/',
      'the repository': 'https://github.com/webpack/webpack',
    }),
  },
  { content: mdx('Where bundles go.') },
];

const renderPage = () =>
  renderInSite(<PrintablePage docs={docs} contents={contents} />, { path: '/concepts/printable/' });

afterEach(() => jest.restoreAllMocks());

describe('printable page', () => {
  it('is titled "Combined printable page | webpack" and kept out of search engines', async () => {
    renderPage();
    await waitFor(() => expect(document.title).toBe('Combined printable page | webpack'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Its print styles apply to this page only.
    expect(document.documentElement).toHaveClass('printable-page');
  });

  it('holds every doc of the section in sidebar order, each under its own h1', () => {
    renderPage();
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.id)).toEqual(['concepts', 'concepts-entry-points', 'concepts-output']);
    expect(
      articles.map((article) =>
        within(article)
          .getAllByRole('heading', { level: 1 })
          .map((h) => h.textContent),
      ),
    ).toEqual([['Concepts'], ['Entry Points'], ['Output']]);
    expect(within(articles[2]!).getByText('Where bundles go.')).toBeInTheDocument();
    expect(screen.getByText('3 pages on one page, ready to print or save as PDF.')).toBeInTheDocument();
  });

  it('points links to a doc of the section at its place on this page, and leaves other links alone', () => {
    renderPage();
    const entryPoints = screen.getAllByRole('article')[1]!;
    expect(within(entryPoints).getByRole('link', { name: 'the output' })).toHaveAttribute('href', '#concepts-output');
    expect(within(entryPoints).getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'href',
      '/guides/getting-started/',
    );
    expect(within(entryPoints).getByRole('link', { name: /the repository/ })).toHaveAttribute(
      'href',
      'https://github.com/webpack/webpack',
    );
  });

  it('opens the print dialog from its button', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Print this section' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
