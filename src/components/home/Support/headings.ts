/** The headings of the Support section's blocks, which name the mode. */
import type { Mode, Rank } from './rank';

const NAMES: Record<Exclude<Rank, 'latest' | 'backer'>, string> = {
  platinum: 'Platinum',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
};

export function rankHeading(rank: Rank, mode: Mode): string {
  if (rank === 'latest') return 'Latest Sponsors';
  if (rank === 'backer') return 'Backers';
  return `${NAMES[rank]}${mode === 'monthly' ? ' Monthly' : ''} Sponsors`;
}
