/** A small fetch wrapper for talking to a running service in tests. */
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
