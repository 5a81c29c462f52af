/**
 * One proposal on the vote page: its count, a vote toggle named "Vote for …",
 * its title, description and state.
 */
import React, { useId } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import { isVotable, type Proposal, type ProposalState } from '@site/vote-api/src/types';
import styles from './styles.module.css';

const STATE_LABELS: Record<ProposalState, string> = {
  open: 'Open',
  planned: 'Planned',
  done: 'Done',
  archived: 'Archived',
};

type Props = {
  proposal: Proposal;
  onToggleVote: (proposal: Proposal) => void;
  /** A vote or its taking back is on its way to the service: the button is busy until it answers. */
  sending?: boolean;
  /** Id of the element saying why voting is paused (the service cannot be reached), while it is. */
  pausedReasonId?: string;
};

export default function ProposalCard({
  proposal,
  onToggleVote,
  sending = false,
  pausedReasonId,
}: Props): React.ReactNode {
  const closedNoteId = useId();
  const { title, description, state, votes, voted } = proposal;
  const closed = !isVotable(state);

  return (
    <article className={styles.card}>
      <div className={styles.tally}>
        <span className={styles.count}>
          {votes}
          <span className={styles.countUnit}> {votes === 1 ? 'vote' : 'votes'}</span>
        </span>
        <button
          type="button"
          className={clsx('button button--sm button--primary', !voted && 'button--outline', styles.voteButton)}
          aria-pressed={voted}
          disabled={closed || pausedReasonId !== undefined}
          // Not `disabled`, which would take the focus away from a keyboard reader while the request is out.
          aria-disabled={sending || undefined}
          aria-describedby={closed ? closedNoteId : pausedReasonId}
          title={voted ? 'You voted for this. Press again to take your vote back.' : undefined}
          // VoteApp takes no second press for a proposal whose request is out.
          onClick={() => onToggleVote(proposal)}
        >
          <span aria-hidden="true" className={styles.icon}>
            {voted ? '✓' : '▲'}
          </span>
          Vote<span className={styles.visuallyHidden}> for {title}</span>
        </button>
      </div>
      <div className={styles.body}>
        <Heading as="h2" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
        <p className={styles.meta}>
          <span className={clsx(styles.state, styles[state])}>{STATE_LABELS[state]}</span>
          {closed && (
            <span id={closedNoteId} className={styles.closedNote}>
              Voting is closed on this proposal.
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
