/**
 * The contract between the vote service and the site's vote app: request and
 * response shapes plus the few values both sides must agree on. It is the only
 * module the two share, so it holds no Node-only or browser-only code.
 */

/** Life cycle of a proposal. Archived proposals are hidden from the default list. */
export const PROPOSAL_STATES = ['open', 'planned', 'done', 'archived'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

/** States in which readers may vote or take their vote back. */
export const VOTABLE_STATES = ['open', 'planned'] as const satisfies readonly ProposalState[];

export function isVotable(state: ProposalState): boolean {
  return (VOTABLE_STATES as readonly ProposalState[]).includes(state);
}

/** Request header carrying the browser's anonymous voter token. */
export const VOTER_TOKEN_HEADER = 'x-voter-token';

/**
 * The one accepted form of a voter token, issued by `POST /voter-tokens`: a
 * lowercase version 4 UUID, a dot, and the service's signature of it (43
 * base64url characters). Anything else is refused with a 400.
 */
export const VOTER_TOKEN_PATTERN =
  '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.[A-Za-z0-9_-]{43}$';

/** Length limits of a proposal's text, checked by the service's JSON schemas. */
export const PROPOSAL_LIMITS = {
  titleMinLength: 3,
  titleMaxLength: 120,
  descriptionMaxLength: 1000,
} as const;

export type Proposal = {
  id: number;
  title: string;
  description: string;
  state: ProposalState;
  /** Number of votes: the proposal's rows in the votes table. */
  votes: number;
  /** Whether the voter token sent with the request has voted for it (false without a token). */
  voted: boolean;
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
};

/** GET /proposals */
export type ProposalList = { proposals: Proposal[] };

/** POST /proposals (admin) */
export type NewProposal = { title: string; description: string; state?: ProposalState };

/** PATCH /proposals/:id (admin): at least one field. */
export type ProposalChanges = Partial<NewProposal>;

/** POST /voter-tokens */
export type VoterToken = { token: string };

/** GET /health: the process is up (liveness); says nothing of the database. */
export type Health = { status: 'ok'; storage: 'pglite' | 'postgres' };

/** GET /ready, when the database answers and has room to write (otherwise a 503 ApiError). */
export type Readiness = { status: 'ready'; storage: 'pglite' | 'postgres' };

/** Machine-readable reasons a request was refused. */
export type ApiErrorCode =
  | 'already_voted'
  | 'not_voted'
  | 'voting_closed'
  | 'not_found'
  | 'invalid_request'
  | 'invalid_token'
  | 'invalid_json'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'unauthorized'
  | 'forbidden'
  | 'admin_disabled'
  | 'rate_limited'
  | 'request_timeout'
  | 'headers_too_large'
  | 'storage_unavailable'
  | 'storage_full'
  | 'internal_error';

/**
 * Body of every 4xx and 5xx answer. `field` names the part of the request at
 * fault when there is one: `body/title`, `params/id`, `querystring/archived`,
 * `headers/x-voter-token`, `headers/content-type`, `body`, `url`, `method`...
 */
export type ApiError = { statusCode: number; code: ApiErrorCode; error: string; message: string; field?: string };
