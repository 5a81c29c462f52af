import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import LanguageDropdown, { nextIndex } from '..';

function renderAt(pathname: string) {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <LanguageDropdown />
      <button type="button">elsewhere</button>
    </MemoryRouter>,
  );
}

// The name starts with the visible "English" (WCAG 2.5.3, label in name).
const button = () => screen.getByRole('button', { name: 'English, select language' });
const menuShown = () => !screen.getByRole('list', { hidden: true }).hidden;

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    cb(0);
    return 0;
  });
});

afterEach(() => jest.restoreAllMocks());

describe('LanguageDropdown', () => {
  it('links English to this site and 中文 to the Chinese site with the current path', () => {
    renderAt('/concepts/entry-points/');
    expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute(
      'href',
      '/concepts/entry-points/',
    );
    expect(screen.getByRole('link', { name: '中文', hidden: true })).toHaveAttribute(
      'href',
      'https://webpack.docschina.org/concepts/entry-points/',
    );
  });

  it('opens and closes on click, reflecting aria-expanded', async () => {
    renderAt('/');
    expect(button()).toHaveAttribute('aria-haspopup', 'true');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(menuShown()).toBe(true);
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes when the pointer leaves', () => {
    renderAt('/');
    fireEvent.mouseEnter(button().parentElement!);
    expect(menuShown()).toBe(true);
    fireEvent.mouseLeave(button().parentElement!);
    expect(menuShown()).toBe(false);
  });

  it('closes on Escape and returns focus to the button', async () => {
    renderAt('/');
    await userEvent.click(button());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuShown()).toBe(false);
    expect(button()).toHaveFocus();
  });

  it('cycles the links with the arrow keys, wrapping at both ends', async () => {
    renderAt('/');
    button().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '中文' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '中文' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    renderAt('/');
    await userEvent.click(button());
    act(() => {
      fireEvent.mouseDown(document.body);
    });
    expect(menuShown()).toBe(false);
  });

  it('closes when focus leaves it', async () => {
    renderAt('/');
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(menuShown()).toBe(false);
  });

  it('computes wrapping indexes', () => {
    expect(nextIndex(-1, 2, 'ArrowDown')).toBe(0);
    expect(nextIndex(-1, 2, 'ArrowUp')).toBe(1);
    expect(nextIndex(1, 2, 'ArrowDown')).toBe(0);
    expect(nextIndex(0, 2, 'ArrowUp')).toBe(1);
  });
});
