/**
 * Every refusal and failure as the JSON body the README promises
 * (`{ statusCode, code, error, message, field? }`): the service's own refusals,
 * Fastify's validation and parsing errors, the store's 503s, and the answers
 * Node's HTTP parser gives before Fastify sees a request.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError } from 'fastify';
import { StorageError, type StorageProblem } from './db';
import { PATTERN_MEANINGS } from './schemas';
import type { ApiError, ApiErrorCode } from './types';

/** A refusal the service explains to the client with a status and a code. */
export class ApiProblem extends Error {
  readonly field?: string;
  /** Sent as Retry-After (seconds): every 429 and 503 says when to come back. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    { field, retryAfterSeconds }: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  toJSON(): ApiError {
    return {
      statusCode: this.statusCode,
      code: this.code,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

/**
 * When to try again after a 503: a restarting PostgreSQL is usually back
 * within seconds; a full disk waits for an operator.
 */
export const RETRY_AFTER_SECONDS: Record<StorageProblem, number> = { unavailable: 5, full: 60 };

export function storageProblem(problem: StorageProblem): ApiProblem {
  return problem === 'full'
    ? new ApiProblem(503, 'storage_full', 'The vote service has no disk space left to store this. Try again later.', {
        retryAfterSeconds: RETRY_AFTER_SECONDS.full,
      })
    : new ApiProblem(503, 'storage_unavailable', 'The vote service cannot reach its database. Try again shortly.', {
        retryAfterSeconds: RETRY_AFTER_SECONDS.unavailable,
      });
}

/** Fastify's own errors that are the client's doing, with the part of the request at fault. */
const FASTIFY_ERRORS: Record<string, { statusCode: number; code: ApiErrorCode; field: string; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'body_too_large',
    field: 'body',
    message: 'The body is over 16 KiB, more than a proposal needs.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'invalid_request', field: 'headers/content-length' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'unsupported_media_type',
    field: 'headers/content-type',
    message: 'A body must be JSON, sent with content-type: application/json.',
  },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'invalid_request', field: 'url' },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'invalid_request',
    field: 'url',
    message: 'The url has a path segment over 100 characters.',
  },
};

/** Any error a request ended with, as the problem to answer. */
export function problemOf(error: FastifyError | Error): ApiProblem {
  if (error instanceof ApiProblem) return error;
  if (error instanceof StorageError) return storageProblem(error.problem);
  const code = (error as Partial<FastifyError>).code;
  const known = code ? FASTIFY_ERRORS[code] : undefined;
  if (known)
    return new ApiProblem(known.statusCode, known.code, known.message ?? error.message, { field: known.field });
  const status = (error as Partial<FastifyError>).statusCode ?? 500;
  if (status >= 400 && status < 500) return new ApiProblem(status, 'invalid_request', error.message);
  return new ApiProblem(500, 'internal_error', 'The vote service failed to answer. Try again later.');
}

/** The subset of an Ajv error this module reads (Fastify passes Ajv's errors through). */
export type SchemaError = {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
};

function describe(error: SchemaError): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'pattern':
      return PATTERN_MEANINGS[String(error.params.pattern)] ?? error.message ?? 'has the wrong form';
    case 'enum':
      return `must be one of: ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'minProperties':
      return 'must have at least one field';
    default:
      return error.message ?? 'is not valid';
  }
}

/** Fastify's schemaErrorFormatter: the first schema violation as a 400 naming its field. */
export function schemaProblem(errors: SchemaError[], part: string): ApiProblem {
  const [first] = errors;
  if (!first) return new ApiProblem(400, 'invalid_request', `The request's ${part} is not valid.`, { field: part });
  const missing = first.params.missingProperty ?? first.params.additionalProperty;
  const field = [part, ...first.instancePath.split('/').filter(Boolean), ...(missing ? [String(missing)] : [])].join(
    '/',
  );
  return new ApiProblem(400, 'invalid_request', `${field} ${describe(first)}`, { field });
}

/** Node's HTTP parser errors (llhttp codes) by the part of the request they are about. */
const PARSER_ERROR_FIELDS: Record<string, string> = {
  HPE_INVALID_METHOD: 'method',
  HPE_INVALID_URL: 'url',
  HPE_INVALID_VERSION: 'version',
  HPE_INVALID_HEADER_TOKEN: 'headers',
  HPE_INVALID_CONTENT_LENGTH: 'headers/content-length',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'headers/content-length',
  HPE_INVALID_TRANSFER_ENCODING: 'headers/transfer-encoding',
  HPE_INVALID_CHUNK_SIZE: 'body',
  HPE_INVALID_CONSTANT: 'request',
  HPE_LF_EXPECTED: 'request',
  HPE_CR_EXPECTED: 'request',
};

/** What to answer a request that Node's HTTP server refused before any route saw it. */
export function clientErrorProblem(error: Error & { code?: string }): ApiProblem {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ApiProblem(408, 'request_timeout', 'The request took too long to arrive, and was cut off.');
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new ApiProblem(431, 'headers_too_large', 'The headers, with the request line, are over 16 KiB.', {
      field: 'headers',
    });
  }
  const field = (error.code && PARSER_ERROR_FIELDS[error.code]) ?? 'request';
  return new ApiProblem(400, 'invalid_request', `${field} is not valid HTTP/1.1 (${error.code ?? 'unknown'}).`, {
    field,
  });
}

/** A whole HTTP/1.1 answer for a socket that has no response object, connection closed after it. */
export function rawAnswer(problem: ApiProblem): string {
  const body = JSON.stringify(problem);
  return (
    `HTTP/1.1 ${problem.statusCode} ${STATUS_CODES[problem.statusCode] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

/** Answers on the raw socket (as Node itself would), unless the client is already gone. */
export function answerOnSocket(socket: Socket, problem: ApiProblem, cause?: Error): void {
  if ((cause as { code?: string } | undefined)?.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(rawAnswer(problem));
  socket.destroy(cause);
}
