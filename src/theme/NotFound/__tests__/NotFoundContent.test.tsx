import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderInSite } from '@site/tests/jest/render';
import NotFoundContent from '../Content';

// The site's own wording of the theme's not-found text, as the build hands it to the client.
jest.mock('@generated/codeTranslations', () => {
  const messages = jest.requireActual<Record<string, { message: string }>>('@site/i18n/en/code.json');
  return Object.fromEntries(Object.entries(messages).map(([id, { message }]) => [id, message]));
});

describe('NotFound content', () => {
  it('says the page is gone and links home', () => {
    renderInSite(<NotFoundContent />, { path: '/guides/old-page-name/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Oops! The page you are looking for has been removed or relocated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('titles the page after the last segment of the unknown path', async () => {
    renderInSite(<NotFoundContent />, { path: '/guides/old-page-name/' });
    await waitFor(() => expect(document.title).toBe('old page name | webpack'));
  });
});
