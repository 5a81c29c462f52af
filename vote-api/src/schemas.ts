/**
 * JSON schemas that several routes share, checked by Fastify's validation
 * with type coercion off: a field has the type it was sent with, so `1e400`,
 * `0x1` or `" 1"` never pass for an id, nor a number or an array for a title.
 * Each route's own schemas are in its module under routes/.
 */
import { PROPOSAL_LIMITS, PROPOSAL_STATES, VOTER_TOKEN_HEADER, VOTER_TOKEN_PATTERN } from './types';

/** Decimal digits without sign, leading zero, exponent or space; the upper bound is checked in the route. */
const ID_PATTERN = '^[1-9][0-9]{0,9}$';
/** No control character (tab and line breaks aside, in descriptions) and no lone UTF-16 surrogate. */
const LINE_PATTERN = '^[^\\p{Cc}\\p{Cs}]*$';
const LINES_PATTERN = '^(?:[^\\p{Cc}\\p{Cs}]|[\\t\\n\\r])*$';
/** Something a reader can see: a letter, digit, punctuation mark or symbol. */
const VISIBLE_PATTERN = '[\\p{L}\\p{N}\\p{P}\\p{S}]';

/** What each pattern means, for the error a client gets when its value does not match. */
export const PATTERN_MEANINGS: Record<string, string> = {
  [ID_PATTERN]: 'must be a proposal id: a whole number from 1 to 2147483647 in decimal digits',
  [LINE_PATTERN]: 'must be one line of text, without control characters',
  [LINES_PATTERN]: 'must be text without control characters (tabs and line breaks aside)',
  [VISIBLE_PATTERN]: 'must contain a letter, a digit, a punctuation mark or a symbol',
  [VOTER_TOKEN_PATTERN]: 'must be a voter token exactly as POST /voter-tokens issued it',
};

/** The largest id PostgreSQL's `integer` (and so `serial`) holds. */
export const MAX_PROPOSAL_ID = 2_147_483_647;

export const proposalIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: ID_PATTERN } },
} as const;

export const voterHeaders = {
  type: 'object',
  required: [VOTER_TOKEN_HEADER],
  // One canonical form only: a token in any other spelling never reaches the database.
  properties: { [VOTER_TOKEN_HEADER]: { type: 'string', pattern: VOTER_TOKEN_PATTERN } },
} as const;

export const optionalVoterHeaders = {
  type: 'object',
  properties: voterHeaders.properties,
} as const;

/** Lengths count characters (code points), as PostgreSQL's char_length does, after trimming. */
const text = (minLength: number, maxLength: number, pattern: string) =>
  ({ type: 'string', minLength, maxLength, allOf: [{ pattern }, { pattern: VISIBLE_PATTERN }] }) as const;

/** The fields of a proposal an admin writes; `title` and `description` are trimmed before they are checked. */
export const proposalFields = {
  title: text(PROPOSAL_LIMITS.titleMinLength, PROPOSAL_LIMITS.titleMaxLength, LINE_PATTERN),
  description: text(1, PROPOSAL_LIMITS.descriptionMaxLength, LINES_PATTERN),
  state: { type: 'string', enum: PROPOSAL_STATES },
} as const;

export const proposal = {
  type: 'object',
  required: ['id', 'title', 'description', 'state', 'votes', 'voted', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    state: { type: 'string' },
    votes: { type: 'integer' },
    voted: { type: 'boolean' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/** The answer of the probes, GET /health and GET /ready. */
export const probeAnswer = {
  type: 'object',
  required: ['status', 'storage'],
  properties: { status: { type: 'string' }, storage: { type: 'string' } },
} as const;
