/** Sorting supporters into the blocks of the Support section (BEHAVIOUR.md "Support the Team"). */
import type { Supporter } from '@site/src/types/supporters';

export type Mode = 'total' | 'monthly';
export type Rank = 'latest' | 'platinum' | 'gold' | 'silver' | 'bronze' | 'backer';

/** Lower bounds in US dollars, inclusive; each rank ends where the next one starts. */
export const THRESHOLDS: Record<Mode, Record<Exclude<Rank, 'latest'>, number>> = {
  total: { backer: 1, bronze: 200, silver: 2000, gold: 10000, platinum: 50000 },
  monthly: { backer: 1, bronze: 10, silver: 100, gold: 500, platinum: 2500 },
};

export const LATEST_DAYS = 21;
export const LATEST_LIMIT = 30;
export const BACKER_LIMIT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

export function amountInDollars(supporter: Supporter, mode: Mode): number {
  return (mode === 'total' ? supporter.totalCents : supporter.monthlyCents) / 100;
}

/** The rank of an amount, or undefined under the smallest threshold. */
export function rankOf(dollars: number, mode: Mode): Exclude<Rank, 'latest'> | undefined {
  const t = THRESHOLDS[mode];
  if (dollars >= t.platinum) return 'platinum';
  if (dollars >= t.gold) return 'gold';
  if (dollars >= t.silver) return 'silver';
  if (dollars >= t.bronze) return 'bronze';
  if (dollars >= t.backer) return 'backer';
  return undefined;
}

/** Picks `count` items at random (Fisher–Yates on a copy), keeping them in their original order. */
export function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const indexes = items.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}

export type Ranked = Record<Rank, Supporter[]>;

/**
 * Every supporter in the rank of their amount, biggest first; "latest" holds the
 * top 30 of those whose first donation was less than 21 days ago (they also stay
 * in their rank); at most 100 backers, chosen at random when there are more.
 */
export function rankSupporters(
  supporters: readonly Supporter[],
  mode: Mode,
  now: number,
  random = Math.random,
): Ranked {
  const ranked: Ranked = { latest: [], platinum: [], gold: [], silver: [], bronze: [], backer: [] };
  const byAmount = [...supporters].sort((a, b) => amountInDollars(b, mode) - amountInDollars(a, mode));
  for (const supporter of byAmount) {
    const rank = rankOf(amountInDollars(supporter, mode), mode);
    if (rank) ranked[rank].push(supporter);
  }
  ranked.latest = byAmount
    .filter((s) => amountInDollars(s, mode) > 0 && now - Date.parse(s.firstDonationAt) < LATEST_DAYS * DAY_MS)
    .slice(0, LATEST_LIMIT);
  ranked.backer = sample(ranked.backer, BACKER_LIMIT, random);
  return ranked;
}
