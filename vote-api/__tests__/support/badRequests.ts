/**
 * A battery of bad requests, on every route: wrong types (no coercion), ids
 * that JavaScript would read as numbers, encodings and charsets, sizes, unicode
 * and control characters, malformed tokens, and headers and HTTP that Node
 * itself refuses. Each one names the answer it must get: a 4xx, the error code,
 * and the part of the request at fault (`field`).
 */
import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import { BODY_LIMIT_BYTES } from '../../src/config';
import type { ApiErrorCode } from '../../src/types';
import { VOTER_TOKEN_HEADER } from '../../src/types';
import { ADMIN_TOKEN } from './http';

/** Routes as the battery counts them (every route must have bad requests of its own). */
export const ROUTES = [
  'GET /health',
  'GET /ready',
  'POST /voter-tokens',
  'GET /proposals',
  'POST /proposals/:id/vote',
  'DELETE /proposals/:id/vote',
  'POST /proposals',
  'PATCH /proposals/:id',
  'POST /proposals/:id/archive',
] as const;
export type RouteName = (typeof ROUTES)[number];

export type BadRequest = {
  /** CONNECT names no route: Node hands it to the server as a tunnel request. */
  route: RouteName | 'CONNECT';
  name: string;
  /** The request as sent on the wire. */
  bytes: Buffer;
  status: number;
  code: ApiErrorCode;
  field: string;
};

type Request = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The request line's protocol; also leaves out Host when 'HTTP/1.1 without Host'. */
  version?: string;
  noHost?: boolean;
  /** Leaves Content-Length out (the headers carry their own framing). */
  noLength?: boolean;
};

function serialize({ method, path, headers = {}, body, version = 'HTTP/1.1', noHost, noLength }: Request): Buffer {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const lines = [`${method} ${path} ${version}`];
  if (!noHost) lines.push('Host: 127.0.0.1');
  lines.push('Connection: close');
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload && !noLength) lines.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload ?? Buffer.alloc(0)]);
}

export type BatteryContext = {
  /** An open proposal. */
  id: number;
  /** A token the service signed. */
  token: string;
  /** A token in the canonical form that the service did not sign. */
  forgedToken: string;
};

const json = (value: unknown) => JSON.stringify(value);
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const JSON_TYPE = { 'content-type': 'application/json' };

export function badRequests({ id, token, forgedToken }: BatteryContext): BadRequest[] {
  const cases: BadRequest[] = [];
  const add = (
    route: BadRequest['route'],
    name: string,
    request: Request,
    status: number,
    code: ApiErrorCode,
    field: string,
  ) => cases.push({ route, name, bytes: serialize(request), status, code, field });

  const voter = { [VOTER_TOKEN_HEADER]: token };
  const idRoutes: [RouteName, (path: string) => Request][] = [
    ['POST /proposals/:id/vote', (i) => ({ method: 'POST', path: `/proposals/${i}/vote`, headers: voter })],
    ['DELETE /proposals/:id/vote', (i) => ({ method: 'DELETE', path: `/proposals/${i}/vote`, headers: voter })],
    [
      'PATCH /proposals/:id',
      (i) => ({
        method: 'PATCH',
        path: `/proposals/${i}`,
        headers: { ...ADMIN, ...JSON_TYPE },
        body: json({ state: 'planned' }),
      }),
    ],
    ['POST /proposals/:id/archive', (i) => ({ method: 'POST', path: `/proposals/${i}/archive`, headers: ADMIN })],
  ];

  // Ids: what Number() or a coercing validator would take for a proposal id, and what no one would.
  const ids = [
    'Infinity',
    '-Infinity',
    '1e400',
    '1e3',
    '0x1',
    '0b1',
    '%201',
    '1%20',
    '+1',
    '-1',
    '0',
    '01',
    '1.0',
    '1.5',
    'NaN',
    '2147483648',
    '99999999999',
    '%D9%A1', // ARABIC-INDIC DIGIT ONE
    '%EF%BC%91', // FULLWIDTH DIGIT ONE
    '%E2%80%AE1', // RIGHT-TO-LEFT OVERRIDE, 1
    'abc',
    '%00',
    '1%00',
    '%5B1%5D', // [1]
  ];
  for (const [route, request] of idRoutes) {
    for (const bad of ids) add(route, `id ${bad}`, request(bad), 400, 'invalid_request', 'params/id');
    add(route, 'id of 101 digits', request('1'.repeat(101)), 414, 'invalid_request', 'url');
  }

  // Voter tokens in every form but the one the service issues, and one it did not sign.
  const [voterId = '', signature = ''] = token.split('.');
  const tokenForms: [string, string][] = [
    ['an empty token', ''],
    ['the voter id alone', voterId],
    ['capitals', token.toUpperCase()],
    ['padding', `${token}=`],
    ['a tab inside', `${voterId}\t.${signature}`],
    ['a scheme', `Bearer ${token}`],
    ['the header twice', `${token}, ${token}`],
    ['a non-ASCII letter', `${voterId}.${signature.slice(0, -1)}é`],
    ['10 000 characters', `${token}${'a'.repeat(10_000)}`],
  ];
  const tokenRoutes: [RouteName, (headers: Record<string, string>) => Request][] = [
    ['POST /proposals/:id/vote', (headers) => ({ method: 'POST', path: `/proposals/${id}/vote`, headers })],
    ['DELETE /proposals/:id/vote', (headers) => ({ method: 'DELETE', path: `/proposals/${id}/vote`, headers })],
    ['GET /proposals', (headers) => ({ method: 'GET', path: '/proposals', headers })],
  ];
  const tokenField = `headers/${VOTER_TOKEN_HEADER}`;
  for (const [route, request] of tokenRoutes) {
    for (const [name, value] of tokenForms) {
      // Latin-1 on the wire, as a browser would send a non-ASCII header byte by byte.
      add(route, `token: ${name}`, request({ [VOTER_TOKEN_HEADER]: value }), 400, 'invalid_request', tokenField);
    }
    add(
      route,
      'a token the service did not sign',
      request({ [VOTER_TOKEN_HEADER]: forgedToken }),
      403,
      'invalid_token',
      tokenField,
    );
  }
  for (const [route, request] of tokenRoutes.slice(0, 2)) {
    add(route, 'no token', request({}), 400, 'invalid_request', tokenField);
  }

  // New proposals: types (no coercion), text that is not text, lengths, unknown fields, bodies that are not objects.
  const create = (body: string | Buffer, headers: Record<string, string> = JSON_TYPE): Request => ({
    method: 'POST',
    path: '/proposals',
    headers: { ...ADMIN, ...headers },
    body,
  });
  const good = { title: 'A fine title', description: 'A fine description.' };
  const proposalBodies: [string, unknown, string][] = [
    ['a number as title', { ...good, title: 123 }, 'body/title'],
    ['a one-item array as title', { ...good, title: ['A fine title'] }, 'body/title'],
    ['null as title', { ...good, title: null }, 'body/title'],
    ['true as title', { ...good, title: true }, 'body/title'],
    ['an object as title', { ...good, title: { text: 'A fine title' } }, 'body/title'],
    ['a number as description', { ...good, description: 42 }, 'body/description'],
    ['an array as description', { ...good, description: ['one', 'two'] }, 'body/description'],
    ['a number as state', { ...good, state: 1 }, 'body/state'],
    ['a capitalised state', { ...good, state: 'Open' }, 'body/state'],
    ['a one-item array as state', { ...good, state: ['open'] }, 'body/state'],
    ['a title of two characters in spaces', { ...good, title: '  ab  ' }, 'body/title'],
    ['a title of two characters in no-break spaces', { ...good, title: '\u00a0ab\u3000' }, 'body/title'],
    ['a NUL in the title', { ...good, title: 'Nul\u0000here' }, 'body/title'],
    ['a NUL in the description', { ...good, description: 'Nul\u0000here' }, 'body/description'],
    ['an escape sequence in the title', { ...good, title: '\u001b[31mRed' }, 'body/title'],
    ['a DEL in the title', { ...good, title: 'Del\u007fete' }, 'body/title'],
    ['a C1 control in the title', { ...good, title: 'Next\u0085line' }, 'body/title'],
    ['a line break in the title', { ...good, title: 'Two\nlines' }, 'body/title'],
    ['a backspace in the description', { ...good, description: 'Back\u0008space' }, 'body/description'],
    ['a lone high surrogate in the title', { ...good, title: 'Half \ud83d' }, 'body/title'],
    ['a lone low surrogate in the description', { ...good, description: 'Half \ude00' }, 'body/description'],
    ['an invisible title', { ...good, title: '\u200b\u200b\u200b\u200b' }, 'body/title'],
    ['an invisible description', { ...good, description: '\u200d\u2060' }, 'body/description'],
    ['a title of 121 characters', { ...good, title: 'x'.repeat(121) }, 'body/title'],
    ['a title of 121 emoji', { ...good, title: '😀'.repeat(121) }, 'body/title'],
    ['a description of 1001 characters', { ...good, description: 'y'.repeat(1001) }, 'body/description'],
    ['no title', { description: good.description }, 'body/title'],
    ['no description', { title: good.title }, 'body/description'],
    ['a vote count', { ...good, votes: 1000 }, 'body/votes'],
    ['an id', { ...good, id: 1 }, 'body/id'],
    [
      'a __proto__ field',
      JSON.parse(`{"title":"A fine title","description":"d","__proto__":{"admin":true}}`),
      'body/__proto__',
    ],
    ['a constructor field', { ...good, constructor: { prototype: { admin: true } } }, 'body/constructor'],
    ['an array body', [good.title, good.description], 'body'],
    ['a string body', 'A fine title', 'body'],
    ['a null body', null, 'body'],
    ['a number body', 1, 'body'],
  ];
  for (const [name, body, field] of proposalBodies) {
    add('POST /proposals', name, create(json(body)), 400, 'invalid_request', field);
  }
  // Sent as text: JSON.stringify itself would overflow the stack on it.
  add(
    'POST /proposals',
    'a body nested 5000 deep',
    create('['.repeat(5000) + ']'.repeat(5000)),
    400,
    'invalid_request',
    'body',
  );
  // The JSON itself, its bytes, its charset and its encoding.
  const goodJson = json(good);
  const notJson: [string, string | Buffer][] = [
    ['an empty body', ''],
    ['a trailing comma', '{"title":"A fine title","description":"d",}'],
    ['single quotes', "{'title':'A fine title'}"],
    ['NaN', '{"title":NaN}'],
    ['a comment', '{"title":"t" /* c */}'],
    ['two values', `${goodJson}${goodJson}`],
    [
      'a byte that is not UTF-8',
      Buffer.concat([Buffer.from('{"title":"A fine '), Buffer.from([0xff]), Buffer.from('title","description":"d"}')]),
    ],
    [
      'an overlong UTF-8 slash',
      Buffer.concat([
        Buffer.from('{"title":"A'),
        Buffer.from([0xc0, 0xaf]),
        Buffer.from('fine title","description":"d"}'),
      ]),
    ],
    [
      'a UTF-8 surrogate half',
      Buffer.concat([
        Buffer.from('{"title":"A'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('fine title","description":"d"}'),
      ]),
    ],
  ];
  for (const [name, body] of notJson) add('POST /proposals', name, create(body), 400, 'invalid_json', 'body');
  const utf16 = Buffer.from(goodJson, 'utf16le');
  const mediaTypes: [string, Buffer | string, Record<string, string>, string][] = [
    ['UTF-16 JSON', utf16, { 'content-type': 'application/json; charset=utf-16' }, 'headers/content-type'],
    ['UTF-16LE JSON', utf16, { 'content-type': 'application/json; charset="UTF-16LE"' }, 'headers/content-type'],
    [
      'Latin-1 JSON',
      Buffer.from(goodJson, 'latin1'),
      { 'content-type': 'application/json;charset=iso-8859-1' },
      'headers/content-type',
    ],
    ['gzip', gzipSync(goodJson), { ...JSON_TYPE, 'content-encoding': 'gzip' }, 'headers/content-encoding'],
    ['deflate', deflateSync(goodJson), { ...JSON_TYPE, 'content-encoding': 'deflate' }, 'headers/content-encoding'],
    ['brotli', brotliCompressSync(goodJson), { ...JSON_TYPE, 'content-encoding': 'br' }, 'headers/content-encoding'],
    [
      'gzip then identity',
      gzipSync(goodJson),
      { ...JSON_TYPE, 'content-encoding': 'gzip, identity' },
      'headers/content-encoding',
    ],
    ['plain text', goodJson, { 'content-type': 'text/plain' }, 'headers/content-type'],
    [
      'a form',
      'title=A+fine+title&description=d',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'headers/content-type',
    ],
    [
      'multipart',
      '--b\r\n\r\nx\r\n--b--',
      { 'content-type': 'multipart/form-data; boundary=b' },
      'headers/content-type',
    ],
    ['a look-alike type', goodJson, { 'content-type': 'application/jsonx' }, 'headers/content-type'],
    ['no content type', goodJson, {}, 'headers/content-type'],
  ];
  for (const [name, body, headers, field] of mediaTypes) {
    add('POST /proposals', name, create(body, headers), 415, 'unsupported_media_type', field);
  }
  add(
    'POST /proposals',
    'a body over 16 KiB',
    create(json({ ...good, description: 'z'.repeat(BODY_LIMIT_BYTES) })),
    413,
    'body_too_large',
    'body',
  );
  add(
    'POST /proposals',
    'a Content-Length over 16 KiB',
    {
      ...create(goodJson),
      headers: { ...ADMIN, ...JSON_TYPE, 'content-length': String(BODY_LIMIT_BYTES * 10) },
      noLength: true,
    },
    413,
    'body_too_large',
    'body',
  );

  // Edits.
  const edit = (body: unknown): Request => ({
    method: 'PATCH',
    path: `/proposals/${id}`,
    headers: { ...ADMIN, ...JSON_TYPE },
    body: json(body),
  });
  const edits: [string, unknown, string][] = [
    ['no field', {}, 'body'],
    ['a number as title', { title: 12345 }, 'body/title'],
    ['a two-character title in spaces', { title: '  ab  ' }, 'body/title'],
    ['a NUL in the description', { description: '\u0000' }, 'body/description'],
    ['a state with a space', { state: 'planned ' }, 'body/state'],
    ['null as state', { state: null }, 'body/state'],
    ['a vote count', { votes: 1 }, 'body/votes'],
    ['an array body', [{ state: 'done' }], 'body'],
  ];
  for (const [name, body, field] of edits) add('PATCH /proposals/:id', name, edit(body), 400, 'invalid_request', field);
  add(
    'PATCH /proposals/:id',
    'gzip',
    { ...edit({ state: 'done' }), headers: { ...ADMIN, ...JSON_TYPE, 'content-encoding': 'gzip' } },
    415,
    'unsupported_media_type',
    'headers/content-encoding',
  );

  // The admin token, on every admin route.
  const adminRoutes: [RouteName, (headers: Record<string, string>) => Request][] = [
    ['POST /proposals', (headers) => ({ ...create(goodJson), headers: { ...JSON_TYPE, ...headers } })],
    ['PATCH /proposals/:id', (headers) => ({ ...edit({ state: 'done' }), headers: { ...JSON_TYPE, ...headers } })],
    ['POST /proposals/:id/archive', (headers) => ({ method: 'POST', path: `/proposals/${id}/archive`, headers })],
  ];
  const authorizations: [string, Record<string, string>, number, ApiErrorCode][] = [
    ['no Authorization', {}, 401, 'unauthorized'],
    ['Basic credentials', { authorization: 'Basic YWRtaW46YWRtaW4=' }, 401, 'unauthorized'],
    ['Bearer without a token', { authorization: 'Bearer' }, 401, 'unauthorized'],
    ['a token with a space', { authorization: `Bearer ${ADMIN_TOKEN} x` }, 401, 'unauthorized'],
    ['a wrong token', { authorization: `Bearer ${ADMIN_TOKEN}x` }, 403, 'forbidden'],
  ];
  for (const [route, request] of adminRoutes) {
    for (const [name, headers, status, code] of authorizations) {
      add(route, name, request(headers), status, code, 'headers/authorization');
    }
  }

  // The list's query string: only archived=true or archived=false, once.
  const queries: [string, string, string][] = [
    ['archived=1', '?archived=1', 'querystring/archived'],
    ['archived=yes', '?archived=yes', 'querystring/archived'],
    ['archived=TRUE', '?archived=TRUE', 'querystring/archived'],
    ['archived empty', '?archived=', 'querystring/archived'],
    ['archived twice', '?archived=true&archived=false', 'querystring/archived'],
    ['archived with a space', '?archived=true%20', 'querystring/archived'],
    ['archived with a NUL', '?archived=true%00', 'querystring/archived'],
    ['an unknown parameter', '?sort=votes', 'querystring/sort'],
  ];
  for (const [name, query, field] of queries) {
    add('GET /proposals', name, { method: 'GET', path: `/proposals${query}` }, 400, 'invalid_request', field);
  }

  // Headers and HTTP that Node's parser or the service refuses, on every route.
  const everyRoute: [RouteName, Request][] = [
    ['GET /health', { method: 'GET', path: '/health' }],
    ['GET /ready', { method: 'GET', path: '/ready' }],
    ['POST /voter-tokens', { method: 'POST', path: '/voter-tokens' }],
    ['GET /proposals', { method: 'GET', path: '/proposals' }],
    ['POST /proposals/:id/vote', idRoutes[0]![1](String(id))],
    ['DELETE /proposals/:id/vote', idRoutes[1]![1](String(id))],
    ['POST /proposals', create(goodJson)],
    ['PATCH /proposals/:id', edit({ state: 'planned' })],
    ['POST /proposals/:id/archive', idRoutes[3]![1](String(id))],
  ];
  for (const [route, request] of everyRoute) {
    const withHeaders = (headers: Record<string, string>) => ({
      ...request,
      headers: { ...request.headers, ...headers },
    });
    add(route, 'no Host', { ...request, noHost: true }, 400, 'invalid_request', 'headers/host');
    add(route, 'a header name with a space', withHeaders({ 'X Bad': 'y' }), 400, 'invalid_request', 'headers');
    add(route, 'a NUL in a header', withHeaders({ 'x-note': 'a\u0000b' }), 400, 'invalid_request', 'headers');
    add(
      route,
      'headers over 16 KiB',
      withHeaders({ 'x-padding': 'p'.repeat(17 * 1024) }),
      431,
      'headers_too_large',
      'headers',
    );
    add(route, 'an unknown expectation', withHeaders({ expect: 'tea' }), 417, 'invalid_request', 'headers/expect');
    add(
      route,
      'Content-Encoding gzip',
      withHeaders({ 'content-encoding': 'gzip' }),
      415,
      'unsupported_media_type',
      'headers/content-encoding',
    );
    add(
      route,
      'a CORS preflight without a method',
      { method: 'OPTIONS', path: request.path, headers: { origin: 'http://site.test' } },
      400,
      'invalid_request',
      'headers/access-control-request-method',
    );
  }
  const health: Request = { method: 'GET', path: '/health' };
  const ready: Request = { method: 'GET', path: '/ready' };
  const tokens: Request = { method: 'POST', path: '/voter-tokens' };
  const protocol: [RouteName, string, Request, string][] = [
    ['GET /health', 'an invalid method', { ...health, method: 'G@T' }, 'method'],
    ['GET /health', 'HTTP/9.9', { ...health, version: 'HTTP/9.9' }, 'version'],
    [
      'GET /ready',
      'a Content-Length that is not a number',
      { ...ready, headers: { 'content-length': 'abc' } },
      'headers/content-length',
    ],
    [
      'GET /ready',
      'two different Content-Lengths',
      { ...ready, headers: { 'content-length': '1, 2' } },
      'headers/content-length',
    ],
    [
      'POST /voter-tokens',
      'Content-Length and Transfer-Encoding',
      {
        ...tokens,
        headers: { 'content-length': '5', 'transfer-encoding': 'chunked' },
        body: '0\r\n\r\n',
        noLength: true,
      },
      'headers/transfer-encoding',
    ],
    [
      'POST /voter-tokens',
      'Transfer-Encoding gzip',
      { ...tokens, headers: { 'transfer-encoding': 'gzip' } },
      'headers/transfer-encoding',
    ],
    [
      'POST /voter-tokens',
      'a chunk size that is not hex',
      {
        ...tokens,
        headers: { 'transfer-encoding': 'chunked', ...JSON_TYPE },
        body: 'zz\r\n{}\r\n0\r\n\r\n',
        noLength: true,
      },
      'body',
    ],
  ];
  for (const [route, name, request, field] of protocol) add(route, name, request, 400, 'invalid_request', field);
  add('GET /health', 'a bad percent-encoding', { ...health, path: '/health/%ZZ' }, 400, 'invalid_request', 'url');
  add('GET /health', 'PUT', { ...health, method: 'PUT' }, 404, 'not_found', 'url');
  add('GET /ready', 'DELETE', { ...ready, method: 'DELETE' }, 404, 'not_found', 'url');
  add(
    'POST /voter-tokens',
    'a JSON body',
    { ...tokens, headers: JSON_TYPE, body: '{}' },
    400,
    'invalid_request',
    'body',
  );
  add(
    'POST /voter-tokens',
    'a text body',
    { ...tokens, headers: { 'content-type': 'text/plain' }, body: 'hi' },
    415,
    'unsupported_media_type',
    'headers/content-type',
  );
  add(
    'POST /voter-tokens',
    'a body without a type',
    { ...tokens, body: 'hi' },
    415,
    'unsupported_media_type',
    'headers/content-type',
  );
  add(
    'POST /proposals/:id/vote',
    'a JSON body',
    { ...idRoutes[0]![1](String(id)), headers: { ...voter, ...JSON_TYPE }, body: '{"weight":100}' },
    400,
    'invalid_request',
    'body',
  );
  add(
    'DELETE /proposals/:id/vote',
    'a text body',
    { ...idRoutes[1]![1](String(id)), headers: { ...voter, 'content-type': 'text/plain' }, body: 'x' },
    415,
    'unsupported_media_type',
    'headers/content-type',
  );
  add(
    'POST /proposals/:id/archive',
    'a JSON body',
    { ...idRoutes[3]![1](String(id)), headers: { ...ADMIN, ...JSON_TYPE }, body: '{"state":"open"}' },
    400,
    'invalid_request',
    'body',
  );
  add(
    'POST /proposals/:id/vote',
    'a bad percent-encoding',
    { ...idRoutes[0]![1]('%E0%A4%A'), headers: voter },
    400,
    'invalid_request',
    'url',
  );
  add('CONNECT', 'a tunnel', { method: 'CONNECT', path: '127.0.0.1:443' }, 404, 'not_found', 'method');
  return cases;
}
