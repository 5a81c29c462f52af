/** The HTTP API: routes, validation, CORS, rate limits and JSON errors. */
import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { ServiceConfig, TrustedProxies } from './config';
import type { Database } from './db';
import { addressUsage, secondsUntilNextDay } from './addressUsage';
import { addressKey } from './clientAddress';
import { proposalStore, type VoteOutcome, type VoteRefusal } from './proposals';
import * as schemas from './schemas';
import {
  VOTER_TOKEN_HEADER,
  type ApiError,
  type ApiErrorCode,
  type Health,
  type NewProposal,
  type ProposalChanges,
  type VoterToken,
} from './types';
import { loadTokenSecret, voterTokens } from './voterTokens';

/** A refusal the service explains to the client with a status and a code. */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    /** Sent as Retry-After (seconds): every 429 says when to come back. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Fastify's own reading of a hop count trusts nothing (a client reaching the
 * service directly could add hops of its own): a count is honoured here, as the
 * nearest `hops` addresses, for deployments where only the proxies can reach it.
 */
function trustedProxies(trust: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** How often Node checks requests against the request time limit (its default, 30 s, would let them run over). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;

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
    // Proxy addresses, or a number of hops; never `true`, which would let any client pick its address.
    trustProxy: trustedProxies(config.trustProxy),
    // A client that sends its request slowly (one byte at a time) is cut off, with a 408, once this is over.
    requestTimeout: config.requestTimeoutMs,
    http: {
      // Node enforces the request time limit only while the headers' own limit is no longer than it.
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, config.requestTimeoutMs),
    },
    // Refuse unknown fields instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false } },
  });
  const proposals = proposalStore(db);
  const secret = await loadTokenSecret(db, config.tokenSecret);
  const tokens = voterTokens(secret);
  const usage = addressUsage(secret);
  const limits = config.rateLimit;

  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error(error);
    if (body.code === 'unauthorized') reply.header('www-authenticate', 'Bearer realm="vote-api"');
    if (error instanceof ApiProblem && error.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.code(body.statusCode).send(body);
  });

  // Every request, whatever its route (unknown ones and /health included): a limit per client address.
  await app.register(rateLimit, {
    global: true,
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ApiProblem(
        429,
        'rate_limited',
        `Too many requests from this address. Retry in ${context.after}.`,
        Math.ceil(context.ttl / 1000),
      ),
  });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    reply.code(404).send(toApiError(new ApiProblem(404, 'not_found', `No route ${request.method} ${request.url}.`))),
  );

  /** The voter id of the request's token (already in canonical form, by the schema); 403 when forged. */
  const voterIdOf = (request: FastifyRequest): string | undefined => {
    const token = request.headers[VOTER_TOKEN_HEADER];
    if (typeof token !== 'string') return undefined;
    const voterId = tokens.verify(token);
    if (!voterId) {
      throw new ApiProblem(403, 'invalid_token', 'This voter token was not issued by this service. Ask for a new one.');
    }
    return voterId;
  };

  // Voting routes: a second limit per voter token, so one browser cannot churn votes.
  const perTokenLimit = app.createRateLimit({
    max: limits.perToken,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => `voter:${voterIdOf(request)}`,
  });
  const limitPerToken = async (request: FastifyRequest) => {
    const result = await perTokenLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new ApiProblem(
        429,
        'rate_limited',
        `Too many votes from this voter. Retry in ${result.ttlInSeconds} s.`,
        Math.max(1, result.ttlInSeconds),
      );
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

  // It queries the database, so it counts against the address limit like any request.
  app.get('/health', { schema: { response: { 200: schemas.health } } }, async (): Promise<Health> => {
    await db.query('SELECT 1');
    return { status: 'ok', storage: db.kind };
  });

  app.post('/voter-tokens', { schema: { response: { 201: schemas.voterToken } } }, async (request, reply) => {
    if (!(await usage.take(db, 'tokens', request.ip, limits.tokensPerAddressPerDay))) {
      const retry = secondsUntilNextDay(new Date());
      throw new ApiProblem(
        429,
        'rate_limited',
        `This address has been given ${limits.tokensPerAddressPerDay} voter tokens today, the most it can get.`,
        retry,
      );
    }
    reply.header('cache-control', 'no-store');
    return reply.code(201).send({ token: tokens.issue() } satisfies VoterToken);
  });

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
          voterToken: voterIdOf(request),
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
      const cap = limits.votesPerAddressPerProposalPerDay;
      // Whatever the number of tokens, one address adds at most `cap` votes a day to a proposal.
      const outcome = await proposals.vote(id, voterIdOf(request)!, async (tx) => {
        if (!(await usage.take(tx, `votes:${id}`, request.ip, cap))) {
          throw new ApiProblem(
            429,
            'rate_limited',
            `This address has cast ${cap} votes for proposal ${id} today, the most it can.`,
            secondsUntilNextDay(new Date()),
          );
        }
      });
      return reply.code(201).send(voteResult(id, outcome));
    },
  );

  app.delete<{ Params: IdParams; Headers: VoterHeaders }>(
    '/proposals/:id/vote',
    { ...voteRoute, schema: { ...voteRoute.schema, response: { 200: schemas.proposal } } },
    async (request) => {
      const { id } = request.params;
      return voteResult(id, await proposals.unvote(id, voterIdOf(request)!));
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
