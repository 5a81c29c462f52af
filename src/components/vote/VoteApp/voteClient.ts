/**
 * The vote app's calls to the vote service (vote-api/). The browser's voter
 * token is issued by the service on the first vote and kept; a token the
 * service no longer accepts (its secret changed) is replaced once.
 */
import { TIMINGS } from '@site/src/constants';
import {
  VOTER_TOKEN_HEADER,
  type ApiError,
  type Proposal,
  type ProposalList,
  type VoterToken,
} from '@site/vote-api/src/types';

/** The service could not be reached: network error, time-out, or a gateway answering for it. */
export class VoteServiceUnreachable extends Error {
  override name = 'VoteServiceUnreachable';
}

/** The service answered and refused the request. */
export class VoteRequestRefused extends Error {
  override name = 'VoteRequestRefused';
  constructor(
    readonly status: number,
    readonly code: ApiError['code'] | undefined,
    message: string,
  ) {
    super(message);
  }
}

const GATEWAY_ERRORS = new Set([502, 503, 504]);

export type VoteClient = {
  list(): Promise<Proposal[]>;
  vote(id: number): Promise<Proposal>;
  unvote(id: number): Promise<Proposal>;
};

export type TokenStore = { read(): string | undefined; write(token: string | undefined): void };

export function createVoteClient(baseUrl: string, tokens: TokenStore): VoteClient {
  async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, token?: string): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMINGS.voteRequestTimeoutMs);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...(token ? { [VOTER_TOKEN_HEADER]: token } : {}) },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch (cause) {
      throw new VoteServiceUnreachable(`The vote service at ${baseUrl} cannot be reached.`, { cause });
    } finally {
      clearTimeout(timer);
    }
    if (GATEWAY_ERRORS.has(response.status)) {
      throw new VoteServiceUnreachable(`The vote service at ${baseUrl} is not answering (HTTP ${response.status}).`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (body ?? {}) as Partial<ApiError>;
      throw new VoteRequestRefused(
        response.status,
        error.code,
        error.message ?? `The vote service refused the request (HTTP ${response.status}).`,
      );
    }
    return body as T;
  }

  const rejectedToken = (error: unknown) => error instanceof VoteRequestRefused && error.code === 'invalid_token';

  // One request for a token however many votes wait for it: two tokens would split this browser's votes.
  let issuing: Promise<string> | undefined;
  const issueToken = () =>
    (issuing ??= request<VoterToken>('POST', '/voter-tokens')
      .then(({ token }) => {
        tokens.write(token);
        return token;
      })
      .finally(() => (issuing = undefined)));

  /** Runs `call` with this browser's token, asking the service for one first when there is none. */
  async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const existing = tokens.read();
    const token = existing ?? (await issueToken());
    try {
      return await call(token);
    } catch (error) {
      if (!existing || !rejectedToken(error)) throw error;
      // Issued under a secret the service no longer has: get a new token, once.
      tokens.write(undefined);
      return withToken(call);
    }
  }

  return {
    async list() {
      // Reading needs no token: a browser that never voted is not given one.
      const token = tokens.read();
      try {
        return (await request<ProposalList>('GET', '/proposals', token)).proposals;
      } catch (error) {
        if (!token || !rejectedToken(error)) throw error;
        tokens.write(undefined);
        return (await request<ProposalList>('GET', '/proposals')).proposals;
      }
    },
    vote: (id) => withToken((token) => request<Proposal>('POST', `/proposals/${id}/vote`, token)),
    unvote: (id) => withToken((token) => request<Proposal>('DELETE', `/proposals/${id}/vote`, token)),
  };
}
