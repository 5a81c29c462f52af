/**
 * The update notice (SPEC §4 "Update notice", §9; BEHAVIOUR.md "Update notice"). The offline worker plugin renders it
 * in a React root of its own, outside the site's providers, so it is rendered here the same way: bare. Sizes, labels
 * and the storage key are the spec's, written out.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UpdateNotice from '..';

const KEY = 'app-update-button';

const notice = () => screen.getByRole('status');
const updateButton = () => screen.getByRole('button', { name: /^UPDAT(E|ING)$/ });

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('update notice', () => {
  it('says a new version is available, with an UPDATE button 100 px wide and a 44 × 44 toggle', () => {
    render(<UpdateNotice onReload={jest.fn()} />);
    expect(notice()).toHaveTextContent('A new version is available');
    expect(notice()).toHaveAttribute('aria-live', 'polite');
    expect(updateButton()).toHaveAccessibleName('UPDATE');
    expect(updateButton()).toBeEnabled();
    expect(updateButton()).toHaveStyle({ width: '100px' });
    const toggle = screen.getByRole('button', { name: 'Hide the update notice' });
    expect(toggle).toHaveStyle({ width: '44px', height: '44px' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('UPDATE shows UPDATING, disabled, and asks the waiting worker to take over once', async () => {
    const onReload = jest.fn();
    render(<UpdateNotice onReload={onReload} />);
    await userEvent.click(updateButton());
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(updateButton()).toHaveAccessibleName('UPDATING');
    expect(updateButton()).toBeDisabled();
    // A second press while updating does nothing more.
    await userEvent.click(updateButton());
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('collapses and expands with its toggle, and stores the state as a JSON boolean', async () => {
    render(<UpdateNotice onReload={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the update notice' }));
    const toggle = screen.getByRole('button', { name: 'Show the update notice' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(KEY)).toBe('true');
    // Collapsed, the notice's text and button are out of reach: hidden from screen readers, skipped by Tab.
    expect(screen.queryByRole('button', { name: 'UPDATE' })).toBeNull();
    expect(screen.getByText('A new version is available').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(toggle).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'UPDATE', hidden: true })).not.toHaveFocus();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the update notice' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem(KEY)).toBe('false');
    expect(updateButton()).toBeVisible();
  });

  it('starts collapsed when it was collapsed before', () => {
    localStorage.setItem(KEY, 'true');
    render(<UpdateNotice onReload={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Show the update notice' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'UPDATE' })).toBeNull();
  });

  it.each(['false', 'yes', '1', '{', '"true"'])('starts expanded when %s is stored', (value) => {
    localStorage.setItem(KEY, value);
    render(<UpdateNotice onReload={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Hide the update notice' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('still updates and collapses where storage refuses writes, for the life of the page', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    const onReload = jest.fn();
    render(<UpdateNotice onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide the update notice' }));
    expect(screen.getByRole('button', { name: 'Show the update notice' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show the update notice' }));
    await userEvent.click(updateButton());
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
