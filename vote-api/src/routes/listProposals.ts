/** GET /proposals: the proposals, most votes first, each marked with the caller's own vote. */
import * as schemas from '../schemas';
import type { Route } from './context';

/** `archived` is the text `true` or `false` (no coercion: `1`, `yes` or a repeated parameter is refused). */
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { archived: { type: 'string', enum: ['true', 'false'] } },
} as const;

const proposalList = {
  type: 'object',
  required: ['proposals'],
  properties: { proposals: { type: 'array', items: schemas.proposal } },
} as const;

type ListRequest = { Querystring: { archived?: 'true' | 'false' } };

export const listProposalsRoute: Route = (app, { proposals, voterIdOf }) => {
  app.get<ListRequest>(
    '/proposals',
    {
      schema: {
        headers: schemas.optionalVoterHeaders,
        querystring: listQuery,
        response: { 200: proposalList },
      },
    },
    async (request, reply) => {
      // The list carries the caller's own votes: never share it between callers.
      reply.header('cache-control', 'no-store');
      return {
        proposals: await proposals.list({
          voterToken: voterIdOf(request),
          includeArchived: request.query.archived === 'true',
        }),
      };
    },
  );
};
