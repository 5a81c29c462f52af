import React from 'react';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import globalData from '@generated/globalData';
import data from '@generated/supporters/default/supporters.json';
import { renderInSite } from '@site/tests/jest/render';
import {
  installIntersectionObserver,
  removeIntersectionObserver,
  reportIntersection,
  watched,
} from '@site/tests/jest/intersectionObserver';
import type { Supporter } from '@site/src/types/supporters';
import Support from '..';
import { setSupportMode } from '../mode';
import { AVATAR_PLACEHOLDER, supporterTitle } from '../SupportersList';

// Rendering the lists took over waitFor's default second on a busy 2-core machine (an earlier version of this test
// failed there with the code unchanged): a limit for a hang, not a measure.
configure({ asyncUtilTimeout: 10_000 });

// The fixture list (tests/fixtures/supporters.json) is the generated data here; tests change it and the global data
// the supporters plugin would have written for it, and restore both.
const fixture = [...data.supporters];

function withSupporters(supporters: Supporter[]): void {
  data.supporters = supporters;
  globalData.supporters = { default: { supporterCount: supporters.length } };
}

const rankHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

/** The pulsing placeholder shown in place of the lists until they have loaded. */
const placeholder = () => document.querySelector('[aria-busy="true"]');

/** The avatar image of each supporter of a block, by its heading. */
function avatarsOf(heading: string): (string | null)[] {
  const block = screen.getByRole('heading', { level: 3, name: heading }).parentElement!;
  return within(block)
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));
}

beforeEach(() => {
  setSupportMode('total');
  installIntersectionObserver();
});

afterEach(() => {
  data.supporters = fixture;
  delete globalData.supporters;
  removeIntersectionObserver();
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
    expect(placeholder()).toBeNull();
    expect(watched()).toEqual([]);
  });
});

describe('Support the Team with supporters', () => {
  it('shows a placeholder and loads the lists only when the section comes near the viewport', async () => {
    withSupporters(fixture);
    renderInSite(<Support />);
    expect(screen.getByRole('checkbox', { name: /average monthly amount/ })).toBeInTheDocument();
    expect(screen.getByText(/Every sponsor and backer is listed below/)).toBeInTheDocument();
    // Meanwhile: the placeholder, one pulsing bar for each of the six ranks, and no list.
    expect(placeholder()).toBeInTheDocument();
    expect(placeholder()!.children).toHaveLength(6);
    expect(rankHeadings()).toEqual([]);
    // "Near" begins well before the section is in view.
    expect(watched()).toHaveLength(1);
    expect(parseFloat(watched()[0]!.rootMargin)).toBeGreaterThanOrEqual(400);

    // Still far below: the observer's first report says "not intersecting", and nothing loads.
    reportIntersection(false);
    // Had the report started the lists' chunk, it would have rendered by now: the module is already loaded (imported
    // above), its import resolves before any timer, and act() renders what it woke.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rankHeadings()).toEqual([]);
    expect(placeholder()).toBeInTheDocument();

    reportIntersection(true);
    await waitFor(() => expect(rankHeadings()).toHaveLength(6));
    expect(rankHeadings()).toEqual([
      'Latest Sponsors',
      'Platinum Sponsors',
      'Gold Sponsors',
      'Silver Sponsors',
      'Bronze Sponsors',
      'Backers',
    ]);
    expect(placeholder()).toBeNull();
  });

  it('requests no avatar of a block until that block is in view', async () => {
    withSupporters(fixture);
    renderInSite(<Support />);
    reportIntersection(true);
    await waitFor(() => expect(rankHeadings()).toHaveLength(6));
    // Each block is watched on its own, for being in the viewport itself.
    const blocks = watched();
    expect(blocks).toHaveLength(6);
    for (const { rootMargin } of blocks) expect(parseFloat(rootMargin)).toBe(0);
    const everyAvatar = () => rankHeadings().flatMap((heading) => avatarsOf(heading!));
    expect(new Set(everyAvatar())).toEqual(new Set([AVATAR_PLACEHOLDER]));

    // The blocks are below the fold: "not intersecting" keeps every placeholder.
    reportIntersection(false);
    expect(new Set(everyAvatar())).toEqual(new Set([AVATAR_PLACEHOLDER]));

    // The platinum block scrolls into view: its avatar loads, the blocks below keep their placeholders.
    const platinum = screen.getByRole('heading', { level: 3, name: 'Platinum Sponsors' }).parentElement!;
    reportIntersection(true, [within(platinum).getByRole('list')]);
    expect(avatarsOf('Platinum Sponsors')).toEqual([
      'https://images.opencollective.com/fixture-platinum-co/avatar.png',
    ]);
    expect(new Set(avatarsOf('Backers'))).toEqual(new Set([AVATAR_PLACEHOLDER]));

    // A blocked or failed avatar falls back to the placeholder.
    fireEvent.error(within(platinum).getByRole('img'));
    expect(avatarsOf('Platinum Sponsors')).toEqual([AVATAR_PLACEHOLDER]);
  });

  it('shows only the ranks that have supporters, and switches their headings with the checkbox', async () => {
    const gold = fixture.find((s) => s.slug === 'fixture-gold-labs')!;
    const backers = fixture.filter((s) => s.slug.startsWith('fixture-backer-'));
    withSupporters([gold, ...backers]);
    renderInSite(<Support />);
    reportIntersection(true);
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
    reportIntersection(true);
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
