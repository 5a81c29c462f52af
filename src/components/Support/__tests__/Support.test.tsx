import React from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/tests/jest/render';
import Support from '..';
import { setSupportMode } from '../mode';
import { supporterTitle } from '../SupportersList';

describe('Support the Team', () => {
  beforeEach(() => {
    setSupportMode('total');
    Object.assign(window, {
      IntersectionObserver: class {
        observe() {}
        disconnect() {}
      },
    });
  });

  it('lists the six ranks and switches their headings with the checkbox', async () => {
    renderInSite(<Support />);
    await waitFor(() => expect(screen.getByTestId('supporters-list')).toBeInTheDocument());
    const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings()).toEqual([
      'Latest Sponsors',
      'Platinum Sponsors',
      'Gold Sponsors',
      'Silver Sponsors',
      'Bronze Sponsors',
      'Backers',
    ]);

    const checkbox = screen.getByRole('checkbox', { name: /average monthly amount/ });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(headings()).toContain('Platinum Monthly Sponsors');
    await userEvent.click(checkbox);
    expect(headings()).toContain('Platinum Sponsors');
  });

  it('links supporters to their site in a new tab, with their amounts in the title', async () => {
    renderInSite(<Support />);
    const link = await screen.findByRole('link', { name: 'Fixture Platinum Co' });
    expect(link).toHaveAttribute('href', 'https://fixture-platinum-co.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
    expect(link).toHaveAttribute('title', '$62,000 by Fixture Platinum Co ($2,600 monthly)');
    expect(screen.getByRole('link', { name: 'Fixture Backer 2' })).toHaveAttribute(
      'href',
      'https://opencollective.com/fixture-backer-2',
    );
  });

  it('has the buttons to become a sponsor or a backer', () => {
    renderInSite(<Support />);
    expect(screen.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      'https://opencollective.com/webpack/contribute',
    );
    expect(screen.getByRole('link', { name: 'Become a backer' })).toBeInTheDocument();
  });

  it('formats the title of a supporter', () => {
    expect(
      supporterTitle({
        slug: 's',
        name: 'S',
        totalCents: 123456,
        monthlyCents: 1000,
        firstDonationAt: '2020-01-01T00:00:00Z',
      }),
    ).toBe('$1,235 by S ($10 monthly)');
  });
});
