/** Proposals as the vote service sends them, for the vote app's tests. */
import type { Proposal } from '@site/vote-api/src/types';

const proposal = (fields: Pick<Proposal, 'id' | 'title' | 'votes' | 'createdAt'> & Partial<Proposal>): Proposal => ({
  description: `Why ${fields.title.toLowerCase()} would help.`,
  state: 'open',
  voted: false,
  updatedAt: fields.createdAt,
  ...fields,
});

export const PROPOSALS: Proposal[] = [
  proposal({ id: 1, title: 'Explain chunk membership', votes: 5, createdAt: '2026-01-10T10:00:00.000Z' }),
  proposal({ id: 2, title: 'Runnable examples', votes: 9, createdAt: '2026-01-01T10:00:00.000Z', state: 'planned' }),
  proposal({
    id: 3,
    title: 'Diagrams for the dark theme',
    votes: 2,
    createdAt: '2026-02-01T10:00:00.000Z',
    state: 'done',
  }),
  proposal({ id: 4, title: 'Loader recipes', votes: 3, createdAt: '2026-01-20T10:00:00.000Z', voted: true }),
];
