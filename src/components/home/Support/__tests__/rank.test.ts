import type { Supporter } from '@site/src/types/supporters';
import { BACKER_LIMIT, rankOf, rankSupporters, sample } from '../rank';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

function supporter(slug: string, totalDollars: number, monthlyDollars = 0, daysAgo = 400): Supporter {
  return {
    slug,
    name: slug,
    totalCents: Math.round(totalDollars * 100),
    monthlyCents: Math.round(monthlyDollars * 100),
    firstDonationAt: new Date(NOW - daysAgo * DAY).toISOString(),
  };
}

describe('ranks', () => {
  it.each([
    [0.99, undefined],
    [1, 'backer'],
    [199.99, 'backer'],
    [200, 'bronze'],
    [1999.99, 'bronze'],
    [2000, 'silver'],
    [9999.99, 'silver'],
    [10000, 'gold'],
    [49999.99, 'gold'],
    [50000, 'platinum'],
  ])('total mode: $%s is %s (lower bound inclusive, upper exclusive)', (dollars, rank) => {
    expect(rankOf(dollars, 'total')).toBe(rank);
  });

  it.each([
    [0.5, undefined],
    [1, 'backer'],
    [9.99, 'backer'],
    [10, 'bronze'],
    [99.99, 'bronze'],
    [100, 'silver'],
    [499.99, 'silver'],
    [500, 'gold'],
    [2499.99, 'gold'],
    [2500, 'platinum'],
  ])('monthly mode: $%s a month is %s', (dollars, rank) => {
    expect(rankOf(dollars, 'monthly')).toBe(rank);
  });
});

describe('rankSupporters', () => {
  it('sorts each rank by amount, biggest first, in the chosen mode', () => {
    const list = [supporter('a', 300, 2), supporter('b', 60000, 30), supporter('c', 900, 200), supporter('d', 5, 600)];
    const total = rankSupporters(list, 'total', NOW);
    expect(total.platinum.map((s) => s.slug)).toEqual(['b']);
    expect(total.bronze.map((s) => s.slug)).toEqual(['c', 'a']);
    expect(total.backer.map((s) => s.slug)).toEqual(['d']);
    const monthly = rankSupporters(list, 'monthly', NOW);
    expect(monthly.gold.map((s) => s.slug)).toEqual(['d']);
    expect(monthly.silver.map((s) => s.slug)).toEqual(['c']);
    expect(monthly.bronze.map((s) => s.slug)).toEqual(['b']);
    expect(monthly.backer.map((s) => s.slug)).toEqual(['a']);
  });

  it('lists as latest those who first gave less than 21 days ago, top 30 by amount', () => {
    const recent = Array.from({ length: 35 }, (_, i) => supporter(`r${i}`, 10 + i, 1, 3));
    const list = [...recent, supporter('old', 100000, 1, 21), supporter('edge', 50, 1, 20.9)];
    const { latest } = rankSupporters(list, 'total', NOW);
    expect(latest).toHaveLength(30);
    expect(latest[0]!.slug).toBe('edge');
    expect(latest.map((s) => s.slug)).not.toContain('old');
    expect(latest.map((s) => s.slug)).not.toContain('r0');
  });

  it('shows at most 100 backers, a random choice when there are more', () => {
    const many = Array.from({ length: 150 }, (_, i) => supporter(`b${i}`, 50));
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const { backer } = rankSupporters(many, 'total', NOW, random);
    expect(backer).toHaveLength(BACKER_LIMIT);
    expect(new Set(backer.map((s) => s.slug)).size).toBe(BACKER_LIMIT);
    const other = rankSupporters(many, 'total', NOW, () => 0.999).backer;
    expect(other.map((s) => s.slug)).not.toEqual(backer.map((s) => s.slug));
  });

  it('samples without changing small lists', () => {
    expect(sample([1, 2, 3], 5, Math.random)).toEqual([1, 2, 3]);
  });
});
