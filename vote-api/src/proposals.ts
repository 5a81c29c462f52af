/** The service's queries: proposals with their vote counts and the caller's votes, and voting. */
import type { Database, Queryable } from './db';
import {
  isVotable,
  VOTABLE_STATES,
  type NewProposal,
  type Proposal,
  type ProposalChanges,
  type ProposalState,
} from './types';

type ProposalRow = {
  id: number;
  title: string;
  description: string;
  state: ProposalState;
  votes: number;
  voted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

/** Outcome of a vote or unvote that changed nothing, for the route to explain. */
export type VoteRefusal = 'not_found' | 'voting_closed' | 'already_voted' | 'not_voted';
export type VoteOutcome = { ok: true; proposal: Proposal } | { ok: false; reason: VoteRefusal };

const VOTABLE_SQL = VOTABLE_STATES.map((state) => `'${state}'`).join(', ');

// $1: the caller's voter token or null. vote_count is kept equal to the proposal's rows in votes by a trigger.
const SELECT_PROPOSALS = `
  SELECT p.id, p.title, p.description, p.state, p.created_at, p.updated_at, p.vote_count AS votes,
         EXISTS (SELECT 1 FROM votes v WHERE v.proposal_id = p.id AND v.voter_token = $1::uuid) AS voted
  FROM proposals p`;

function toProposal(row: ProposalRow): Proposal {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    state: row.state,
    votes: row.votes,
    voted: row.voted,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function proposalStore(db: Database) {
  async function list({ voterToken, includeArchived = false }: { voterToken?: string; includeArchived?: boolean }) {
    const rows = await db.query<ProposalRow>(
      `${SELECT_PROPOSALS}
       WHERE $2::boolean OR p.state <> 'archived'
       ORDER BY votes DESC, p.created_at DESC, p.id DESC`,
      [voterToken ?? null, includeArchived],
    );
    return rows.map(toProposal);
  }

  async function get(id: number, voterToken?: string): Promise<Proposal | undefined> {
    const [row] = await db.query<ProposalRow>(`${SELECT_PROPOSALS} WHERE p.id = $2`, [voterToken ?? null, id]);
    return row && toProposal(row);
  }

  /** Why a vote or unvote on `id` changed nothing, read after the write refused it. */
  async function refusal(id: number, voterToken: string, fallback: VoteRefusal): Promise<VoteOutcome> {
    const proposal = await get(id, voterToken);
    if (!proposal) return { ok: false, reason: 'not_found' };
    if (!isVotable(proposal.state)) return { ok: false, reason: 'voting_closed' };
    return { ok: false, reason: fallback };
  }

  /**
   * One statement decides: the unique constraint on (proposal_id, voter_token)
   * turns a second vote, however concurrent, into a no-op. `admit` runs in the
   * same transaction once the vote is in, and undoes it by throwing (a limit
   * that the vote would exceed).
   */
  async function vote(id: number, voterToken: string, admit?: (tx: Queryable) => Promise<void>): Promise<VoteOutcome> {
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `INSERT INTO votes (proposal_id, voter_token)
         SELECT id, $2::uuid FROM proposals WHERE id = $1 AND state IN (${VOTABLE_SQL})
         ON CONFLICT (proposal_id, voter_token) DO NOTHING
         RETURNING id`,
        [id, voterToken],
      );
      if (rows.length > 0) await admit?.(tx);
      return rows.length > 0;
    });
    if (!inserted) return refusal(id, voterToken, 'already_voted');
    return { ok: true, proposal: (await get(id, voterToken))! };
  }

  async function unvote(id: number, voterToken: string): Promise<VoteOutcome> {
    const deleted = await db.query(
      `DELETE FROM votes v USING proposals p
       WHERE v.proposal_id = $1 AND v.voter_token = $2::uuid
         AND p.id = v.proposal_id AND p.state IN (${VOTABLE_SQL})
       RETURNING v.id`,
      [id, voterToken],
    );
    if (deleted.length === 0) return refusal(id, voterToken, 'not_voted');
    return { ok: true, proposal: (await get(id, voterToken))! };
  }

  async function create({ title, description, state = 'open' }: NewProposal): Promise<Proposal> {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO proposals (title, description, state) VALUES ($1, $2, $3) RETURNING id',
      [title, description, state],
    );
    return (await get(row!.id))!;
  }

  async function update(id: number, changes: ProposalChanges): Promise<Proposal | undefined> {
    const [row] = await db.query<{ id: number }>(
      `UPDATE proposals
       SET title = coalesce($2::text, title),
           description = coalesce($3::text, description),
           state = coalesce($4::text, state),
           updated_at = now()
       WHERE id = $1
       RETURNING id`,
      [id, changes.title ?? null, changes.description ?? null, changes.state ?? null],
    );
    return row && get(id);
  }

  return { list, get, vote, unvote, create, update };
}

export type ProposalStore = ReturnType<typeof proposalStore>;
