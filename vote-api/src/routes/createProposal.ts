/** POST /proposals (admin): a new proposal. */
import * as schemas from '../schemas';
import type { NewProposal } from '../types';
import { trimProposalText, type Route } from './context';

const newProposalBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: schemas.proposalFields,
} as const;

export const createProposalRoute: Route = (app, { proposals, requireAdmin }) => {
  app.post<{ Body: NewProposal }>(
    '/proposals',
    {
      onRequest: requireAdmin,
      preValidation: trimProposalText,
      schema: { body: newProposalBody, response: { 201: schemas.proposal } },
    },
    async (request, reply) => reply.code(201).send(await proposals.create(request.body)),
  );
};
