import React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import globalData from '@generated/globalData';
import data from '@generated/supporters/default/supporters.json';
import { renderInSite } from '@site/tests/jest/render';
import type { Supporter } from '@site/src/types/supporters';
import Support from '..';
import { setSupportMode } from '../mode';
import { supporterTitle } from '../SupportersList';

// The fixture list (tests/fixtures/supporters.json) is the generated data here; tests change it and the global data
// the supporters plugin would have written for it, and restore both.
const fixture = [...data.supporters];

function withSupporters(supporters: Supporter[]): void {
  data.supporters = supporters;
  globalData.supporters = { default: { supporterCount: supporters.length } };
}

/** IntersectionObserver that reports nothing until the test says the section came near. */
const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
function comeNear(): void {
  act(() => {
    for (const { callback } of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
  });
}

const rankHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

beforeEach(() => {
  setSupportMode('total');
  observers.length = 0;
  Object.assign(window, {
    IntersectionObserver: class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  });
});

afterEach(() => {
  data.supporters = fixture;
  delete globalData.supporters;
});

describe('Support the Team without supporter data', () => {
  it('says what sponsoring is and where to see the supporters, with no rank blocks and no checkbox', () => {
    renderInSite(<Support />);
    expect(screen.getByRole('heading', { level: 2, name: /^Support the Team/ })).toBeInTheDocument();
    expect(screen.getByText(/Sponsors and backers are the companies and people who fund that work/)).toBeVisible();
    expect(screen.getByRole('link', { name: "webpack's Open Collective page" })).toHaveAttribute(
      'href',
      'https://opencollective.com/webpack',
    );
    expect(screen.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      'https://opencollective.com/webpack/contribute',
    );
    expect(screen.getByRole('link', { name: 'Become a backer' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(rankHeadings()).toEqual([]);
    expect(screen.queryByText(/listed below/)).toBeNull();
    expect(observers).toEqual([]);
  });
});

describe('Support the Team with supporters', () => {
  it('loads the lists only when the section comes near the viewport', async () => {
    withSupporters(fixture);
    renderInSite(<Support />);
    expect(screen.getByRole('checkbox', { name: /average monthly amount/ })).toBeInTheDocument();
    expect(screen.getByText(/Every sponsor and backer is listed below/)).toBeInTheDocument();
    expect(rankHeadings()).toEqual([]);
    // "Near" begins well before the section is in view.
    expect(observers).toHaveLength(1);
    expect(parseInt(observers[0]!.margin!, 10)).toBeGreaterThanOrEqual(400);

    comeNear();
    await waitFor(() => expect(rankHeadings()).toHaveLength(6));
    expect(rankHeadings()).toEqual([
      'Latest Sponsors',
      'Platinum Sponsors',
      'Gold Sponsors',
      'Silver Sponsors',
      'Bronze Sponsors',
      'Backers',
    ]);
  });

  it('shows only the ranks that have supporters, and switches their headings with the checkbox', async () => {
    const gold = fixture.find((s) => s.slug === 'fixture-gold-labs')!;
    const backers = fixture.filter((s) => s.slug.startsWith('fixture-backer-'));
    withSupporters([gold, ...backers]);
    renderInSite(<Support />);
    comeNear();
    await waitFor(() => expect(rankHeadings()).toEqual(['Gold Sponsors', 'Backers']));
    const gold3 = screen.getByRole('heading', { level: 3, name: 'Gold Sponsors' }).parentElement!;
    expect(within(gold3).getByRole('link', { name: 'Fixture Gold Labs' })).toBeInTheDocument();

    const checkbox = screen.getByRole('checkbox', { name: /average monthly amount/ });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    // $700 a month is gold in monthly mode too; the backers' 1–9 dollars a month keep them backers.
    expect(rankHeadings()).toEqual(['Gold Monthly Sponsors', 'Backers']);
    await userEvent.click(checkbox);
    expect(rankHeadings()).toEqual(['Gold Sponsors', 'Backers']);
  });

  it('links supporters to their site in a new tab, with their amounts in the title', async () => {
    withSupporters(fixture);
    renderInSite(<Support />);
    comeNear();
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
