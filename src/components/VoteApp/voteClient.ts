/** The vote app's calls to the vote service (vote-api/), with the browser's voter token. */
import { TIMINGS } from '@site/src/constants';
import { VOTER_TOKEN_HEADER, type ApiError, type Proposal, type ProposalList } from '@site/vote-api/src/types';

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

export function createVoteClient(baseUrl: string, voterToken: string): VoteClient {
  async function request<T>(method: 'GET' | 'POST' | 'DELETE', path: string): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TIMINGS.voteRequestTimeoutMs);
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', [VOTER_TOKEN_HEADER]: voterToken },
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

  return {
    list: async () => (await request<ProposalList>('GET', '/proposals')).proposals,
    vote: (id) => request<Proposal>('POST', `/proposals/${id}/vote`),
    unvote: (id) => request<Proposal>('DELETE', `/proposals/${id}/vote`),
  };
}
