/**
 * The voting app of the vote page, loaded only in the browser: lists the
 * proposals from the vote service, votes and unvotes with an optimistic update
 * rolled back on error, and falls back to the last saved list, read-only, when
 * the service cannot be reached.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import ProposalCard from '@site/src/components/vote/ProposalCard';
import VoteSkeleton from '@site/src/components/vote/VoteSkeleton';
import type { Proposal } from '@site/vote-api/src/types';
import { createVoteClient, VoteServiceUnreachable } from './voteClient';
import { readSavedProposals, readVoterToken, saveProposals, storeVoterToken } from './voteStorage';
import styles from './styles.module.css';

type Props = {
  /** Base URL of the vote service, from the site's build-time settings. */
  apiUrl: string;
};

export type SortOrder = 'votes' | 'newest';

type Connection =
  | { state: 'loading' }
  | { state: 'online' }
  /** Voting is paused: the list shown, if any, is the last one saved. */
  | { state: 'offline'; reason: string; savedAt?: string };

const byNewest = (a: Proposal, b: Proposal) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const SORTS: Record<SortOrder, (a: Proposal, b: Proposal) => number> = {
  votes: (a, b) => b.votes - a.votes || byNewest(a, b),
  newest: byNewest,
};

export function sortProposals(proposals: readonly Proposal[], order: SortOrder): Proposal[] {
  return [...proposals].sort(SORTS[order]);
}

const voteCount = (votes: number) => `${votes} ${votes === 1 ? 'vote' : 'votes'}`;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : 'The vote service failed to answer.';
}

const savedAtFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Flips one proposal's vote in a list: the optimistic update, and its rollback. */
function withVote(list: Proposal[] | undefined, id: number, voted: boolean): Proposal[] | undefined {
  return list?.map((p) => (p.id === id && p.voted !== voted ? { ...p, voted, votes: p.votes + (voted ? 1 : -1) } : p));
}

export default function VoteApp({ apiUrl }: Props): React.ReactNode {
  const client = useMemo(() => createVoteClient(apiUrl, { read: readVoterToken, write: storeVoterToken }), [apiUrl]);
  const [proposals, setProposals] = useState<Proposal[]>();
  const [connection, setConnection] = useState<Connection>({ state: 'loading' });
  const [sortOrder, setSortOrder] = useState<SortOrder>('votes');
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string>();
  // Proposals with a vote request in flight: the ref is read synchronously so a double click sends one request; the
  // state shows those buttons as busy, so that a second press is visibly not taken rather than silently dropped.
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const pending = useRef(new Set<number>());
  const sortId = useId();
  const pausedNoticeId = useId();

  // Each change of `attempt` fetches the list again (the Try again button, a vote the service disagreed with).
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    client.list().then(
      (list) => {
        if (!current) return;
        setProposals(list);
        setConnection({ state: 'online' });
      },
      (error: unknown) => {
        if (!current) return;
        const saved = readSavedProposals();
        setProposals(saved?.proposals);
        setConnection({ state: 'offline', reason: reasonOf(error), savedAt: saved?.savedAt });
      },
    );
    return () => {
      current = false;
    };
  }, [client, attempt]);

  // Save what the service last confirmed: after a load, and once no vote is in flight.
  useEffect(() => {
    if (connection.state === 'online' && sending.size === 0 && proposals) saveProposals(proposals);
  }, [connection, sending, proposals]);

  const toggleVote = useCallback(
    async ({ id, title, voted, votes }: Proposal) => {
      if (pending.current.has(id)) return;
      pending.current.add(id);
      setSending(new Set(pending.current));
      const voting = !voted;
      setProposals((list) => withVote(list, id, voting));
      setFailure(undefined);
      setAnnouncement(
        voting
          ? `Voted for ${title}. ${voteCount(votes + 1)}.`
          : `Vote for ${title} taken back. ${voteCount(votes - 1)}.`,
      );
      try {
        const confirmed = await (voting ? client.vote(id) : client.unvote(id));
        setProposals((list) => list?.map((p) => (p.id === id ? confirmed : p)));
      } catch (error) {
        setProposals((list) => withVote(list, id, voted));
        setAnnouncement('');
        setFailure(
          `${voting ? 'Your vote for' : 'Taking back your vote for'} “${title}” did not go through: ${reasonOf(error)}`,
        );
        if (error instanceof VoteServiceUnreachable) {
          setConnection({ state: 'offline', reason: reasonOf(error), savedAt: readSavedProposals()?.savedAt });
        } else {
          // The service disagreed (already voted, voting closed…): show its view of the list.
          reload();
        }
      } finally {
        pending.current.delete(id);
        setSending(new Set(pending.current));
      }
    },
    [client, reload],
  );

  const sorted = useMemo(() => proposals && sortProposals(proposals, sortOrder), [proposals, sortOrder]);

  if (connection.state === 'loading') return <VoteSkeleton />;
  const paused = connection.state === 'offline';

  return (
    <div className={styles.app}>
      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
      {paused && (
        <div id={pausedNoticeId} className={clsx('alert alert--warning', styles.notice)}>
          <p>
            <strong>The vote service cannot be reached, so voting is paused.</strong>{' '}
            {connection.savedAt && proposals
              ? `These are the proposals as they were on ${savedAtFormat.format(new Date(connection.savedAt))}.`
              : 'There is no saved list of proposals to show yet.'}
          </p>
          <p className={styles.reason}>{connection.reason}</p>
          <button type="button" className="button button--sm button--secondary" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {failure && (
        <div role="alert" className={clsx('alert alert--danger', styles.notice)}>
          {failure}
        </div>
      )}
      {sorted && sorted.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <label htmlFor={sortId}>Sort by</label>
            <select
              id={sortId}
              className={styles.select}
              value={sortOrder}
              onChange={(event) => setSortOrder(event.target.value as SortOrder)}
            >
              <option value="votes">Most votes</option>
              <option value="newest">Newest</option>
            </select>
            <span className={styles.total}>{sorted.length} proposals</span>
          </div>
          <ul className={styles.list}>
            {sorted.map((proposal) => (
              <li key={proposal.id}>
                <ProposalCard
                  proposal={proposal}
                  onToggleVote={toggleVote}
                  sending={sending.has(proposal.id)}
                  pausedReasonId={paused ? pausedNoticeId : undefined}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {sorted?.length === 0 && <p>There are no proposals yet.</p>}
    </div>
  );
}
