import React from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInSite } from '@site/tests/jest/render';
import type { Proposal } from '@site/vote-api/src/types';
import ProposalCard from '..';

const proposal: Proposal = {
  id: 7,
  title: 'Recipes for loader chains',
  description: 'Tested recipes for common loader combinations.',
  state: 'open',
  votes: 1,
  voted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const button = () => screen.getByRole('button', { name: 'Vote for Recipes for loader chains' });

describe('ProposalCard', () => {
  it('shows the title, description, state and a singular count', () => {
    renderInSite(<ProposalCard proposal={proposal} onToggleVote={() => undefined} />);
    expect(screen.getByRole('heading', { level: 2, name: proposal.title })).toBeInTheDocument();
    expect(screen.getByText(proposal.description)).toBeInTheDocument();
    expect(screen.getByText('Open')).toHaveClass('state', 'open');
    expect(screen.getByText('1')).toHaveTextContent(/^1 vote$/);
  });

  it('is a toggle button that reports the vote', async () => {
    const onToggleVote = jest.fn();
    const { rerender } = renderInSite(<ProposalCard proposal={proposal} onToggleVote={onToggleVote} />);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button());
    expect(onToggleVote).toHaveBeenCalledWith(proposal);
    rerender(<ProposalCard proposal={{ ...proposal, voted: true, votes: 2 }} onToggleVote={onToggleVote} />);
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveAttribute('title', expect.stringMatching(/take your vote back/));
  });

  it.each(['done', 'archived'] as const)('closes voting on %s proposals and says so', (state) => {
    renderInSite(<ProposalCard proposal={{ ...proposal, state }} onToggleVote={() => undefined} />);
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('Voting is closed on this proposal.');
  });

  it('points a paused button at the reason', () => {
    renderInSite(
      <>
        <p id="reason">The vote service cannot be reached.</p>
        <ProposalCard proposal={proposal} onToggleVote={() => undefined} pausedReasonId="reason" />
      </>,
    );
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('The vote service cannot be reached.');
  });
});
