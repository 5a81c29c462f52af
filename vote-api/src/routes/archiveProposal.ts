/** POST /proposals/:id/archive (admin): hides a proposal from the default list and closes its voting. */
import * as schemas from '../schemas';
import { proposalIdOf, updateProposal, refuseBody, type IdParams, type Route } from './context';

export const archiveProposalRoute: Route = (app, { proposals, requireAdmin }) => {
  app.post<{ Params: IdParams }>(
    '/proposals/:id/archive',
    {
      onRequest: requireAdmin,
      preValidation: refuseBody,
      schema: { params: schemas.proposalIdParams, response: { 200: schemas.proposal } },
    },
    async (request) => updateProposal(proposals, proposalIdOf(request), { state: 'archived' }),
  );
};
