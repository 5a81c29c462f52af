/**
 * The docs sidebar is the desktop column from 768 px, tablets included, and the drawer's content below; the server
 * render (no window size yet) has the column.
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import DocSidebar from '..';

jest.mock('@theme/DocSidebar/Desktop', () => ({
  __esModule: true,
  default: ({ path }: { path: string }) => <nav aria-label="column">{path}</nav>,
}));
jest.mock('@theme/DocSidebar/Mobile', () => ({
  __esModule: true,
  default: ({ path }: { path: string }) => <nav aria-label="drawer">{path}</nav>,
}));

const props = { path: '/concepts/', sidebar: [], onCollapse: () => {}, isHidden: false };

function atWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

it.each([
  [768, 'column'],
  [820, 'column'],
  [996, 'column'],
  [1280, 'column'],
  [767, 'drawer'],
  [390, 'drawer'],
])('at %i px it is the %s', (width, kind) => {
  atWidth(width);
  render(<DocSidebar {...props} />);
  expect(screen.getByRole('navigation', { name: kind })).toHaveTextContent('/concepts/');
  expect(screen.getAllByRole('navigation')).toHaveLength(1);
});

it('follows the window across 768 px', () => {
  atWidth(1024);
  render(<DocSidebar {...props} />);
  expect(screen.getByRole('navigation', { name: 'column' })).toBeInTheDocument();
  act(() => {
    atWidth(700);
    window.dispatchEvent(new Event('resize'));
  });
  expect(screen.getByRole('navigation', { name: 'drawer' })).toBeInTheDocument();
});

it('renders the column on the server, before the window size is known', () => {
  expect(renderToString(<DocSidebar {...props} />)).toContain('aria-label="column"');
});
