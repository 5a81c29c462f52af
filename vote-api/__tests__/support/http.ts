/** A small fetch wrapper for talking to a running service in tests. */
import net from 'node:net';
import type { RunningService } from '../../src/service';
import { VOTER_TOKEN_HEADER } from '../../src/types';

export const ADMIN_TOKEN = 'test-admin-token-7f3a';

export type RequestOptions = {
  /** Voter token sent in the x-voter-token header. */
  token?: string;
  /** Sends "Authorization: Bearer <admin>" (the right admin token with true). */
  admin?: string | true;
  /** Serialised as JSON. */
  json?: unknown;
  /** Sent as is, with the given content type. */
  raw?: { body: string; contentType: string };
  headers?: Record<string, string>;
};

export type TestResponse<T> = { status: number; body: T; headers: Headers };

export function client(baseUrl: string | (() => RunningService)) {
  return async function request<T = unknown>(
    method: string,
    path: string,
    { token, admin, json, raw, headers = {} }: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const url = typeof baseUrl === 'string' ? baseUrl : baseUrl().url;
    const allHeaders: Record<string, string> = { ...headers };
    if (token !== undefined) allHeaders[VOTER_TOKEN_HEADER] = token;
    if (admin !== undefined) allHeaders.authorization = `Bearer ${admin === true ? ADMIN_TOKEN : admin}`;
    let body: string | undefined;
    if (json !== undefined) {
      allHeaders['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (raw) {
      allHeaders['content-type'] = raw.contentType;
      body = raw.body;
    }
    const response = await fetch(`${url}${path}`, { method, headers: allHeaders, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      body: (isJson && text ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  };
}

export type RawResponse = { status: number; headers: Record<string, string>; text: string };

/** Decodes a chunked body (RFC 9112 §7.1), enough for the service's own answers. */
function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Sends `request` as bytes on a new connection and reads the first answer to
 * the end of the connection: for requests that fetch refuses to send (bad
 * header names, NUL bytes, a missing Host, Transfer-Encoding, CONNECT...).
 * The request should ask for `Connection: close`, or be one the server closes after.
 */
export function rawRequest(baseUrl: string, request: string | Buffer): Promise<RawResponse> {
  const { port, hostname } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset a connection it refused once it has answered: the answer is what counts.
    socket.on('error', () => undefined);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd < 0) return reject(new Error(`no HTTP answer: ${JSON.stringify(all.toString('latin1'))}`));
      const [statusLine = '', ...lines] = all.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = all.subarray(headEnd + 4);
      const text = (headers['transfer-encoding'] === 'chunked' ? unchunk(body) : body).toString('utf8');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text });
    });
    socket.on('connect', () => socket.write(request));
  });
}
