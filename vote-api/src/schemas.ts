/** JSON schemas of the service's requests and responses, checked by Fastify's built-in validation. */
import { PROPOSAL_LIMITS, PROPOSAL_STATES, VOTER_TOKEN_HEADER, VOTER_TOKEN_PATTERN } from './types';

const text = (minLength: number, maxLength: number) =>
  // At least one character that is not white space.
  ({ type: 'string', minLength, maxLength, pattern: '\\S' }) as const;

const proposalFields = {
  title: text(PROPOSAL_LIMITS.titleMinLength, PROPOSAL_LIMITS.titleMaxLength),
  description: text(1, PROPOSAL_LIMITS.descriptionMaxLength),
  state: { type: 'string', enum: PROPOSAL_STATES },
} as const;

export const proposalIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
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

export const listQuery = {
  type: 'object',
  properties: { archived: { type: 'boolean', default: false } },
} as const;

export const newProposalBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: proposalFields,
} as const;

export const proposalChangesBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: proposalFields,
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

export const proposalList = {
  type: 'object',
  required: ['proposals'],
  properties: { proposals: { type: 'array', items: proposal } },
} as const;

export const health = {
  type: 'object',
  properties: { status: { type: 'string' }, storage: { type: 'string' } },
} as const;

export const voterToken = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;
