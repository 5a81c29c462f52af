/**
 * The HTTP API: what every request goes through (rate limit, request checks,
 * CORS, JSON parsing, JSON errors), then the routes, each in its own module
 * under routes/ with its schema beside it.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { ServiceConfig, TrustedProxies } from './config';
import type { Database } from './db';
import { addressUsage } from './addressUsage';
import { addressKey } from './clientAddress';
import {
  answerOnSocket,
  ApiProblem,
  clientErrorProblem,
  problemOf,
  rawAnswer,
  schemaProblem,
  type SchemaError,
} from './errors';
import { proposalStore } from './proposals';
import { archiveProposalRoute } from './routes/archiveProposal';
import { routeContext, type Route } from './routes/context';
import { createProposalRoute } from './routes/createProposal';
import { editProposalRoute } from './routes/editProposal';
import { healthRoute } from './routes/health';
import { listProposalsRoute } from './routes/listProposals';
import { readyRoute } from './routes/ready';
import { unvoteRoute } from './routes/unvote';
import { voterTokensRoute } from './routes/voterTokens';
import { voteRoute } from './routes/vote';
import { VOTER_TOKEN_HEADER } from './types';
import { loadTokenSecret, voterTokens } from './voterTokens';

const ROUTES: Route[] = [
  healthRoute,
  readyRoute,
  voterTokensRoute,
  listProposalsRoute,
  voteRoute,
  unvoteRoute,
  createProposalRoute,
  editProposalRoute,
  archiveProposalRoute,
];

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

function send(reply: FastifyReply, problem: ApiProblem) {
  if (problem.code === 'unauthorized') reply.header('www-authenticate', 'Bearer realm="vote-api"');
  if (problem.retryAfterSeconds !== undefined) reply.header('retry-after', String(problem.retryAfterSeconds));
  return reply.code(problem.statusCode).send(problem.toJSON());
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The only body the service reads: a JSON value in UTF-8 (a charset other than
 * UTF-8 is refused, not guessed; bytes that are not UTF-8 are refused, not replaced).
 */
function parseJsonBody(contentType: string | undefined, body: Buffer): unknown {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new ApiProblem(415, 'unsupported_media_type', `The content-type's charset must be UTF-8, not ${charset}.`, {
      field: 'headers/content-type',
    });
  }
  const invalid = (message: string) => new ApiProblem(400, 'invalid_json', message, { field: 'body' });
  if (body.length === 0) throw invalid('The body is empty: send a JSON object.');
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw invalid('The body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalid(`The body is not valid JSON: ${(error as Error).message}`);
  }
}

/** Checks every request before any route: what HTTP allows but this service does not take. */
async function checkRequest(request: FastifyRequest): Promise<void> {
  const { headers } = request;
  // Node's own check answers a bare 400 with no body; this one answers like every other refusal.
  if (request.raw.httpVersion === '1.1' && headers.host === undefined) {
    throw new ApiProblem(400, 'invalid_request', 'An HTTP/1.1 request needs a Host header.', { field: 'headers/host' });
  }
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new ApiProblem(415, 'unsupported_media_type', `Bodies are not accepted with Content-Encoding ${encoding}.`, {
      field: 'headers/content-encoding',
    });
  }
  // @fastify/cors answers a preflight without these in plain text: refuse it here, in JSON.
  if (request.method === 'OPTIONS') {
    for (const name of ['origin', 'access-control-request-method']) {
      if (!headers[name]) {
        throw new ApiProblem(400, 'invalid_request', `A CORS preflight request needs the ${name} header.`, {
          field: `headers/${name}`,
        });
      }
    }
  }
}

/** Requests Node answers itself, in plain text or not at all, unless the server listens for them. */
function answerNodesOwnRefusals(server: Server): void {
  server.on('checkExpectation', (_request, response) => {
    const problem = new ApiProblem(417, 'invalid_request', 'Only "Expect: 100-continue" is understood.', {
      field: 'headers/expect',
    });
    const body = JSON.stringify(problem);
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    response.end(body);
  });
  server.on('connect', (request, socket: Socket) => {
    const problem = new ApiProblem(404, 'not_found', `The method ${request.method} is not served here.`, {
      field: 'method',
    });
    socket.end(rawAnswer(problem));
  });
}

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
      // Checked by checkRequest instead, to answer in JSON.
      requireHostHeader: false,
    },
    // A value has the type it was sent with (no "1" for 1, no [x] for x), and unknown fields are refused, not dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    schemaErrorFormatter: (errors, part) => schemaProblem(errors as SchemaError[], part),
    // Bad URLs and over-long ids, which Fastify refuses before routing.
    frameworkErrors: (error, _request, reply) => send(reply, problemOf(error)),
    // Requests that are not valid HTTP, too slow or with too large headers, refused by Node before Fastify.
    clientErrorHandler(error: Error, socket: Socket) {
      answerOnSocket(socket, clientErrorProblem(error), error);
    },
  });

  const secret = await loadTokenSecret(db, config.tokenSecret);
  const limits = config.rateLimit;

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const problem = problemOf(error);
    if (problem.statusCode === 500) request.log.error(error);
    else if (problem.statusCode >= 500) request.log.warn({ err: error }, problem.message);
    return send(reply, problem);
  });

  answerNodesOwnRefusals(app.server);

  // Every request, whatever its route (unknown ones and /health included): a limit per client address.
  await app.register(rateLimit, {
    global: true,
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ApiProblem(429, 'rate_limited', `Too many requests from this address. Retry in ${context.after}.`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
    send(
      reply,
      new ApiProblem(404, 'not_found', `No route for ${request.method} at the url ${request.url}.`, { field: 'url' }),
    ),
  );
  app.addHook('onRequest', checkRequest);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseJsonBody(request.headers['content-type'], body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'authorization', VOTER_TOKEN_HEADER],
    maxAge: 600,
  });

  const context = routeContext(app, {
    db,
    config,
    proposals: proposalStore(db),
    tokens: voterTokens(secret),
    usage: addressUsage(secret),
  });
  for (const route of ROUTES) route(app, context);
  return app;
}
