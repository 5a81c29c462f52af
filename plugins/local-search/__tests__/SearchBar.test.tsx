import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@docusaurus/router';
import { renderInSite } from '../../../tests/jest/render';
import type { SearchResult } from '../client/engine';
import { indexMetaTags } from '../client/location';
import SearchBar, { isSearchShortcut } from '../theme/SearchBar';

const result = (url: string, heading: string, level = 3): SearchResult => ({
  record: url.length,
  url,
  pageUrl: url.replace(/#.*/, ''),
  pageTitle: 'DevServer',
  breadcrumb: ['Documentation', 'Configuration'],
  heading,
  level,
  summary: 'Forwards requests.',
  words: ['proxy'],
});

const RESULTS = [
  result('/configuration/dev-server/#devserverproxy', 'devServer.proxy'),
  result('/guides/development/#use-a-backend', 'Use a backend'),
];

const mockSearch = jest.fn(async (query: string) => (query.includes('zzz') ? [] : RESULTS));
const mockLoad = jest.fn(async () => ({}));
const mockSearchIndexOf = jest.fn((version: string) => (version ? { search: mockSearch, load: mockLoad } : undefined));
jest.mock('../client/browserSearch', () => ({ searchIndexOf: (version: string) => mockSearchIndexOf(version) }));

function Where(): React.ReactNode {
  return <output data-testid="where">{useLocation().pathname + useLocation().hash}</output>;
}

const box = () => screen.getByRole('combobox', { name: 'Search' });

beforeEach(() => {
  mockSearch.mockClear();
  mockSearchIndexOf.mockClear();
});

describe('the search box', () => {
  it('is a plain box with its shortcut until the reader turns to it: no search is loaded before', () => {
    renderInSite(<SearchBar />, { path: '/concepts/' });
    expect(box()).toHaveAttribute('placeholder', 'Search');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('K')).toBeInTheDocument();
    expect(mockSearchIndexOf).not.toHaveBeenCalled();
  });

  it("reads the index of the page's version as the reader turns to the box, while the suggestions' code loads", async () => {
    document.head.innerHTML = indexMetaTags([{ label: '4', url: '/search-index/4/manifest.0123456789ab.json' }]);
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({}) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderInSite(<SearchBar />, { path: '/v4/concepts/' });
    fireEvent.pointerEnter(box());
    // At once, not after the lazy suggestions (which call searchIndexOf once mounted).
    expect(fetchMock.mock.calls).toEqual([['/search-index/4/manifest.0123456789ab.json']]);
    expect(mockSearchIndexOf).not.toHaveBeenCalled();
    await waitFor(() => expect(mockSearchIndexOf).toHaveBeenCalledWith('4'));
    document.head.innerHTML = '';
  });

  it('takes the focus on Ctrl+K (⌘+K on a Mac), which loads the search', async () => {
    renderInSite(<SearchBar />);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    });
    expect(box()).toHaveFocus();
    await waitFor(() => expect(mockSearchIndexOf).toHaveBeenCalledWith('5'));
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'K', metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', metaKey: true }), false)).toBe(false);
  });

  it('keeps what was typed while its search loads, then lists the results of the version of the page', async () => {
    renderInSite(<SearchBar />, { path: '/v4/concepts/' });
    await userEvent.type(box(), 'proxy');
    expect(box()).toHaveValue('proxy');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'devServer.proxyDocumentation › Configuration › DevServer',
      'Use a backendDocumentation › Configuration › DevServer',
    ]);
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
    expect(mockSearchIndexOf).toHaveBeenCalledWith('4');
    expect(mockSearch).toHaveBeenLastCalledWith('proxy', 8);
    expect(screen.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search/?q=proxy&version=4');
  });

  it('moves through the results with the arrow keys and opens the chosen one with Enter', async () => {
    renderInSite(
      <>
        <SearchBar />
        <Where />
      </>,
      { path: '/concepts/' },
    );
    await userEvent.type(box(), 'proxy');
    const [firstOption, secondOption] = await screen.findAllByRole('option');
    expect(firstOption).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', firstOption!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(secondOption).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', secondOption!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/guides/development/#use-a-backend');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes its list on Escape and says when nothing matches', async () => {
    renderInSite(<SearchBar />);
    await userEvent.type(box(), 'zzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for "zzz"');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a button that clears what was typed, in place of the shortcut hint', async () => {
    renderInSite(<SearchBar />);
    expect(screen.queryByRole('button', { name: 'Clear the search' })).not.toBeInTheDocument();
    await userEvent.type(box(), 'proxy');
    expect(screen.queryByText('K')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(screen.getByText('K')).toBeInTheDocument();
  });

  it('says that search needs a built site where the page points at no index', async () => {
    renderInSite(<SearchBar />);
    mockSearchIndexOf.mockReturnValueOnce(undefined as never);
    await userEvent.type(box(), 'x');
    await waitFor(() => expect(screen.getByText(/Search works on a built site/)).toBeInTheDocument());
  });
});
