/** The HTTP API: routes, validation, CORS, rate limits and JSON errors. */
import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { ServiceConfig } from './config';
import type { Database } from './db';
import { proposalStore, type VoteOutcome, type VoteRefusal } from './proposals';
import * as schemas from './schemas';
import {
  VOTER_TOKEN_HEADER,
  type ApiError,
  type ApiErrorCode,
  type Health,
  type NewProposal,
  type ProposalChanges,
} from './types';

/** A refusal the service explains to the client with a status and a code. */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const FASTIFY_ERRORS: Record<string, { statusCode: number; code: ApiErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'unsupported_media_type' },
};

function toApiError(error: FastifyError | ApiProblem): ApiError {
  const make = (statusCode: number, code: ApiErrorCode, message: string): ApiError => ({
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
  });
  if (error instanceof ApiProblem) return make(error.statusCode, error.code, error.message);
  if ('validation' in error && error.validation) return make(400, 'invalid_request', error.message);
  const known = FASTIFY_ERRORS[error.code];
  if (known) return make(known.statusCode, known.code, error.message);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return make(status, 'invalid_request', error.message);
  return make(500, 'internal_error', 'The vote service failed to answer. Try again later.');
}

const REFUSALS: Record<VoteRefusal, (id: number) => ApiProblem> = {
  not_found: (id) => new ApiProblem(404, 'not_found', `There is no proposal ${id}.`),
  voting_closed: (id) => new ApiProblem(409, 'voting_closed', `Voting on proposal ${id} is closed.`),
  already_voted: (id) => new ApiProblem(409, 'already_voted', `This voter has already voted for proposal ${id}.`),
  not_voted: (id) => new ApiProblem(404, 'not_voted', `This voter has no vote on proposal ${id} to take back.`),
};

function voteResult(id: number, outcome: VoteOutcome) {
  if (!outcome.ok) throw REFUSALS[outcome.reason](id);
  return outcome.proposal;
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

type IdParams = { id: number };
type VoterHeaders = { [VOTER_TOKEN_HEADER]: string };
type OptionalVoterHeaders = Partial<VoterHeaders>;

export type AppOptions = { db: Database; config: ServiceConfig };

export async function buildApp({ db, config }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Refuse unknown fields instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false } },
  });
  const proposals = proposalStore(db);

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error(error);
    if (body.code === 'unauthorized') reply.header('www-authenticate', 'Bearer realm="vote-api"');
    return reply.code(body.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(toApiError(new ApiProblem(404, 'not_found', `No route ${request.method} ${request.url}.`))),
  );

  // Every route: a limit per client address.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.perAddress,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) =>
      new ApiProblem(429, 'rate_limited', `Too many requests from this address. Retry in ${context.after}.`),
  });
  // Voting routes: a second limit per voter token, so one browser cannot flood the votes table.
  const perTokenLimit = app.createRateLimit({
    max: config.rateLimit.perToken,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) => `voter:${String(request.headers[VOTER_TOKEN_HEADER]).toLowerCase()}`,
  });
  const limitPerToken = async (request: FastifyRequest) => {
    const result = await perTokenLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiProblem(429, 'rate_limited', `Too many votes from this voter. Retry in ${result.ttlInSeconds} s.`);
    }
  };

  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', VOTER_TOKEN_HEADER],
    maxAge: 600,
  });

  const requireAdmin = async (request: FastifyRequest) => {
    if (!config.adminToken) {
      throw new ApiProblem(403, 'admin_disabled', 'The admin endpoints are off: VOTE_ADMIN_TOKEN is not set.');
    }
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      throw new ApiProblem(401, 'unauthorized', 'Send the admin token as "Authorization: Bearer <token>".');
    }
    if (!sameSecret(match[1], config.adminToken)) throw new ApiProblem(403, 'forbidden', 'The admin token is wrong.');
  };

  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { response: { 200: schemas.health } } },
    async (): Promise<Health> => {
      await db.query('SELECT 1');
      return { status: 'ok', storage: db.kind };
    },
  );

  app.get<{ Headers: OptionalVoterHeaders; Querystring: { archived: boolean } }>(
    '/proposals',
    {
      schema: {
        headers: schemas.optionalVoterHeaders,
        querystring: schemas.listQuery,
        response: { 200: schemas.proposalList },
      },
    },
    async (request, reply) => {
      // The list carries the caller's own votes: never share it between callers.
      reply.header('cache-control', 'no-store');
      return {
        proposals: await proposals.list({
          voterToken: request.headers[VOTER_TOKEN_HEADER],
          includeArchived: request.query.archived,
        }),
      };
    },
  );

  const voteRoute = {
    schema: { params: schemas.proposalIdParams, headers: schemas.voterHeaders },
    preHandler: limitPerToken,
  };

  app.post<{ Params: IdParams; Headers: VoterHeaders }>(
    '/proposals/:id/vote',
    { ...voteRoute, schema: { ...voteRoute.schema, response: { 201: schemas.proposal } } },
    async (request, reply) => {
      const { id } = request.params;
      const proposal = voteResult(id, await proposals.vote(id, request.headers[VOTER_TOKEN_HEADER]));
      return reply.code(201).send(proposal);
    },
  );

  app.delete<{ Params: IdParams; Headers: VoterHeaders }>(
    '/proposals/:id/vote',
    { ...voteRoute, schema: { ...voteRoute.schema, response: { 200: schemas.proposal } } },
    async (request) => {
      const { id } = request.params;
      return voteResult(id, await proposals.unvote(id, request.headers[VOTER_TOKEN_HEADER]));
    },
  );

  app.post<{ Body: NewProposal }>(
    '/proposals',
    {
      onRequest: requireAdmin,
      schema: { body: schemas.newProposalBody, response: { 201: schemas.proposal } },
    },
    async (request, reply) => {
      const { title, description, state } = request.body;
      const created = await proposals.create({ title: title.trim(), description: description.trim(), state });
      return reply.code(201).send(created);
    },
  );

  const updateOrThrow = async (id: number, changes: ProposalChanges) => {
    const updated = await proposals.update(id, changes);
    if (!updated) throw REFUSALS.not_found(id);
    return updated;
  };

  app.patch<{ Params: IdParams; Body: ProposalChanges }>(
    '/proposals/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: schemas.proposalIdParams,
        body: schemas.proposalChangesBody,
        response: { 200: schemas.proposal },
      },
    },
    async (request) => {
      const { title, description, state } = request.body;
      return updateOrThrow(request.params.id, { title: title?.trim(), description: description?.trim(), state });
    },
  );

  app.post<{ Params: IdParams }>(
    '/proposals/:id/archive',
    {
      onRequest: requireAdmin,
      schema: { params: schemas.proposalIdParams, response: { 200: schemas.proposal } },
    },
    async (request) => updateOrThrow(request.params.id, { state: 'archived' }),
  );

  return app;
}
