/** PATCH /proposals/:id (admin): changes any of a proposal's title, description and state. */
import * as schemas from '../schemas';
import type { ProposalChanges } from '../types';
import { proposalIdOf, updateProposal, trimProposalText, type IdParams, type Route } from './context';

const proposalChangesBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: schemas.proposalFields,
} as const;

export const editProposalRoute: Route = (app, { proposals, requireAdmin }) => {
  app.patch<{ Params: IdParams; Body: ProposalChanges }>(
    '/proposals/:id',
    {
      onRequest: requireAdmin,
      preValidation: trimProposalText,
      schema: { params: schemas.proposalIdParams, body: proposalChangesBody, response: { 200: schemas.proposal } },
    },
    async (request) => updateProposal(proposals, proposalIdOf(request), request.body),
  );
};
