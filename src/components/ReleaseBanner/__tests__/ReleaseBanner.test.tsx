import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/tests/jest/render';
import ReleaseBanner from '..';

const renderBanner = () => renderInSite(<ReleaseBanner />);

// The stored key and value are the spec's (SPEC §4 "Banner", BEHAVIOUR.md), written out: a reader who closed the banner
// on the site this one replaces has '3' under this key, and must not see it again.
const KEY = 'notification-dismissed';
const banner = () => screen.queryByRole('region', { name: /release notice/i });

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
    expect(screen.getByRole('link', { name: 'release announcement' })).toHaveAttribute(
      'href',
      '/blog/2020-10-10-webpack-5-release/',
    );
    expect(screen.getByRole('link', { name: 'webpack 4 documentation' })).toHaveAttribute('href', '/v4/concepts/');
  });

  it('stores "3" and hides itself when closed', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(localStorage.getItem(KEY)).toBe('3');
    expect(banner()).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-banner-dismissed', 'true');
  });

  it('stays hidden while "3" is stored', () => {
    localStorage.setItem(KEY, '3');
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it.each(['2', '4', 'true', '"3"'])('shows again for another stored value: %s', (value) => {
    localStorage.setItem(KEY, value);
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('is not hidden by "3" under another key', () => {
    localStorage.setItem('banner-dismissed', '3');
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });

  it('has no close button when localStorage refuses writes', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
