import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/tests/jest/render';
import { BANNER_DISMISSED_VALUE, RELEASE_POST_PATH, STORAGE_KEYS } from '@site/src/constants';
import ReleaseBanner from '..';

const renderBanner = () => renderInSite(<ReleaseBanner />);

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('data-banner-dismissed');
});

describe('ReleaseBanner', () => {
  it('names the current version, and links its release post and the docs of the version before', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'webpack 5 release notice' })).toHaveTextContent(
      'These are the docs of webpack 5.',
    );
    expect(screen.getByRole('link', { name: 'release announcement' })).toHaveAttribute('href', RELEASE_POST_PATH);
    expect(screen.getByRole('link', { name: 'webpack 4 documentation' })).toHaveAttribute('href', '/v4/concepts/');
  });

  it('stores "3" and hides itself when closed', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(localStorage.getItem(STORAGE_KEYS.bannerDismissed)).toBe(BANNER_DISMISSED_VALUE);
    expect(screen.queryByRole('region', { name: /release notice/i })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-banner-dismissed', 'true');
  });

  it('stays hidden while the stored value is present', () => {
    localStorage.setItem(STORAGE_KEYS.bannerDismissed, BANNER_DISMISSED_VALUE);
    renderBanner();
    expect(screen.queryByRole('region', { name: /release notice/i })).not.toBeInTheDocument();
  });

  it('shows again for another stored value', () => {
    localStorage.setItem(STORAGE_KEYS.bannerDismissed, '2');
    renderBanner();
    expect(screen.getByRole('region', { name: /release notice/i })).toBeInTheDocument();
  });

  it('has no close button when localStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderBanner();
    expect(screen.getByRole('region', { name: /release notice/i })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
