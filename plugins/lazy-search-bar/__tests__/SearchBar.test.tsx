import React from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@site/tests/jest/render';
import SearchBar, { isSearchShortcut } from '../theme/SearchBar';

// The plugin's search bar, as far as the swap is concerned: a controlled box that empties itself in a timeout
// when it mounts, as the real one does.
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar', () => {
  const { createElement, useEffect, useState } = jest.requireActual<typeof React>('react');
  function RealSearchBar() {
    const [value, setValue] = useState('');
    useEffect(() => {
      setTimeout(() => setValue(''));
    }, []);
    return createElement('input', {
      'aria-label': 'Search',
      className: 'navbar__search-input',
      'data-real': 'true',
      value,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    });
  }
  return { __esModule: true, default: RealSearchBar };
});

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
const box = () => screen.getByRole('textbox', { name: 'Search' });

describe('isSearchShortcut', () => {
  it('is Ctrl+K elsewhere and ⌘+K on a Mac, without other modifiers', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ key: 'j', ctrlKey: true }), false)).toBe(false);
  });
});

describe('lazy SearchBar', () => {
  it('renders a look-alike box until the reader turns to it', () => {
    renderInSite(<SearchBar />);
    expect(box()).not.toHaveAttribute('data-real');
    expect(box()).toHaveClass('navbar__search-input');
  });

  it('swaps in the real search bar once it has settled, with the text typed meanwhile and the focus', async () => {
    renderInSite(<SearchBar />);
    const lookAlike = box();
    act(() => lookAlike.focus());
    fireEvent.change(lookAlike, { target: { value: 'tree' } });
    await waitFor(() => expect(box()).toHaveAttribute('data-real'));
    // Still there after the real box's own clean-up timeout.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(box()).toHaveValue('tree');
    expect(box()).toHaveFocus();
    expect(screen.getAllByRole('textbox', { name: 'Search' })).toHaveLength(1);
  });

  it('Ctrl+K focuses the box before the real search bar has loaded', async () => {
    renderInSite(<SearchBar />);
    fireEvent.keyDown(document, { key: 'k', ctrlKey: true });
    await waitFor(() => expect(box()).toHaveAttribute('data-real'));
    expect(box()).toHaveFocus();
  });

  it('loads the real search bar at once on a page opened with words to highlight', async () => {
    renderInSite(<SearchBar />, { path: '/guides/tree-shaking/?_highlight=tree' });
    await waitFor(() => expect(box()).toHaveAttribute('data-real'));
  });
});
