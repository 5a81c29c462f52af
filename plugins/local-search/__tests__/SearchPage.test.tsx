import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@docusaurus/router';
import { renderInSite } from '../../../tests/jest/render';
import type { SearchResult } from '../client/engine';
import SearchPage, { searchPageTitle } from '../theme/SearchPage';

jest.mock('@theme/Layout', () => ({ children }: { children: React.ReactNode }) => <>{children}</>);

const result = (version: string, i: number): SearchResult => ({
  record: i,
  url: `${version === '4' ? '/v4' : ''}/concepts/entry-points/#r${i}`,
  pageUrl: `${version === '4' ? '/v4' : ''}/concepts/entry-points/`,
  pageTitle: 'Entry Points',
  breadcrumb: ['Documentation', 'Concepts'],
  heading: `Entry section ${i}`,
  level: 2,
  summary: `Summary ${i} of an entry.`,
  words: ['entry'],
});

const mockSearchIndexOf = jest.fn((version: string) => ({
  search: async (query: string, limit: number) =>
    query.trim() ? Array.from({ length: Math.min(limit, 25) }, (_, i) => result(version, i)) : [],
  load: async () => ({}),
}));
jest.mock('../client/browserSearch', () => ({
  searchIndexOf: (version: string) => mockSearchIndexOf(version),
  failureMessage: () => 'failed',
}));

function Where(): React.ReactNode {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const links = () => screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('entry-points'));

describe('the search page', () => {
  it('lists the results of the query in its address, with their summaries, in the version it names', async () => {
    renderInSite(<SearchPage />, { path: '/search/?q=entry&version=4' });
    await waitFor(() => expect(links()).toHaveLength(20));
    expect(links()[0]).toHaveAttribute('href', '/v4/concepts/entry-points/#r0');
    expect(links()[0]).toHaveTextContent(
      'Entry section 0Documentation › Concepts › Entry PointsSummary 0 of an entry.',
    );
    expect(screen.getByRole('radio', { name: 'webpack 4' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for "entry"');
  });

  it('keeps the query and the version in its address as the reader changes them, and shows more on demand', async () => {
    renderInSite(
      <>
        <SearchPage />
        <Where />
      </>,
      { path: '/search/?q=entry' },
    );
    await waitFor(() => expect(links()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(links()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'More results' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'webpack 4' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/search/?q=entry&version=4');
    await waitFor(() => expect(links()[0]).toHaveAttribute('href', '/v4/concepts/entry-points/#r0'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 's');
    expect(screen.getByTestId('where')).toHaveTextContent('/search/?q=entrys&version=4');
  });

  it('titles itself by its query', () => {
    expect(searchPageTitle('')).toBe('Search the documentation');
    expect(searchPageTitle('proxy')).toBe('Search results for "proxy"');
  });
});
