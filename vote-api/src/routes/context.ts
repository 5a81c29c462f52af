/**
 * What the route modules share: the stores, the settings, and the checks that
 * several routes run (who is voting, the per-token limit, the admin token, the
 * proposal id, and the refusals of a vote).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceConfig } from '../config';
import type { Database } from '../db';
import { ApiProblem } from '../errors';
import type { AddressUsage } from '../addressUsage';
import type { ProposalStore, VoteOutcome, VoteRefusal } from '../proposals';
import { MAX_PROPOSAL_ID, PATTERN_MEANINGS, proposal, proposalIdParams, voterHeaders } from '../schemas';
import { VOTER_TOKEN_HEADER, type ProposalChanges } from '../types';
import type { VoterTokens } from '../voterTokens';

export type RouteContext = {
  db: Database;
  config: ServiceConfig;
  proposals: ProposalStore;
  tokens: VoterTokens;
  usage: AddressUsage;
  /** The voter id of the request's token (in canonical form, by the schema); 403 when forged. */
  voterIdOf(request: FastifyRequest): string | undefined;
  /** preHandler of the voting routes: a limit per voter token, so one browser cannot churn votes. */
  limitPerToken(request: FastifyRequest): Promise<void>;
  /** onRequest of the admin routes, before the body is even read. */
  requireAdmin(request: FastifyRequest): Promise<void>;
};

export type Route = (app: FastifyInstance, context: RouteContext) => void;

export type IdParams = { id: string };

/** The proposal id of a route's `:id`, already matched against the id pattern by the schema. */
export function proposalIdOf(request: FastifyRequest<{ Params: IdParams }>): number {
  const id = Number(request.params.id);
  if (id > MAX_PROPOSAL_ID) {
    const meaning = PATTERN_MEANINGS[proposalIdParams.properties.id.pattern];
    throw new ApiProblem(400, 'invalid_request', `params/id ${meaning}`, { field: 'params/id' });
  }
  return id;
}

export const REFUSALS: Record<VoteRefusal, (id: number) => ApiProblem> = {
  not_found: (id) => new ApiProblem(404, 'not_found', `There is no proposal with id ${id}.`, { field: 'params/id' }),
  voting_closed: (id) => new ApiProblem(409, 'voting_closed', `Voting on proposal ${id} is closed.`),
  already_voted: (id) => new ApiProblem(409, 'already_voted', `This voter has already voted for proposal ${id}.`),
  not_voted: (id) => new ApiProblem(404, 'not_voted', `This voter has no vote on proposal ${id} to take back.`),
};

export function voteResult(id: number, outcome: VoteOutcome) {
  if (!outcome.ok) throw REFUSALS[outcome.reason](id);
  return outcome.proposal;
}

/** The admin routes' change to a proposal, or a 404 when there is no such proposal. */
export async function updateProposal(proposals: ProposalStore, id: number, changes: ProposalChanges) {
  const updated = await proposals.update(id, changes);
  if (!updated) throw REFUSALS.not_found(id);
  return updated;
}

/**
 * What the two voting routes (vote, unvote) share: no body, the per-token limit, the id and token schemas, and the
 * proposal as the answer with `status`.
 */
export function votingRouteOptions({ limitPerToken }: RouteContext, status: 200 | 201) {
  return {
    preValidation: refuseBody,
    preHandler: limitPerToken,
    schema: {
      params: proposalIdParams,
      headers: voterHeaders,
      response: { [status]: proposal },
    },
  };
}

/** preValidation of the routes that take no body: one sent anyway is refused, not ignored. */
export async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined) {
    throw new ApiProblem(400, 'invalid_request', 'This request takes no body.', { field: 'body' });
  }
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

export function routeContext(
  app: FastifyInstance,
  shared: Pick<RouteContext, 'db' | 'config' | 'proposals' | 'tokens' | 'usage'>,
): RouteContext {
  const { config, tokens } = shared;
  const limits = config.rateLimit;

  const voterIdOf = (request: FastifyRequest): string | undefined => {
    const token = request.headers[VOTER_TOKEN_HEADER];
    if (typeof token !== 'string') return undefined;
    const voterId = tokens.verify(token);
    if (!voterId) {
      throw new ApiProblem(
        403,
        'invalid_token',
        `The voter token (${VOTER_TOKEN_HEADER}) was not issued by this service. Ask for a new one.`,
        {
          field: `headers/${VOTER_TOKEN_HEADER}`,
        },
      );
    }
    return voterId;
  };

  const perTokenLimit = app.createRateLimit({
    max: limits.perToken,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `voter:${voterIdOf(request)}`,
  });

  return {
    ...shared,
    voterIdOf,
    async limitPerToken(request) {
      const result = await perTokenLimit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiProblem(
          429,
          'rate_limited',
          `Too many votes from this voter. Retry in ${result.ttlInSeconds} s.`,
          {
            retryAfterSeconds: Math.max(1, result.ttlInSeconds),
          },
        );
      }
    },
    async requireAdmin(request) {
      const field = 'headers/authorization';
      if (!config.adminToken) {
        throw new ApiProblem(403, 'admin_disabled', 'The admin endpoints are off: VOTE_ADMIN_TOKEN is not set.');
      }
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1]) {
        throw new ApiProblem(401, 'unauthorized', 'Send the admin token as "Authorization: Bearer <token>".', {
          field,
        });
      }
      if (!sameSecret(match[1], config.adminToken)) {
        throw new ApiProblem(403, 'forbidden', 'The admin token in Authorization is wrong.', { field });
      }
    },
  };
}

/**
 * preValidation of the routes that write a proposal's text: the title and
 * description are trimmed before the schema checks them, so that `"  ab  "`
 * is held to the minimum length as the two characters it will be stored as.
 */
export async function trimProposalText(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const field of ['title', 'description']) {
    const value = body[field];
    if (typeof value === 'string') body[field] = value.trim();
  }
}
