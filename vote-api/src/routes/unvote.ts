/** DELETE /proposals/:id/vote: takes the voter token's vote back. */
import * as schemas from '../schemas';
import { proposalIdOf, refuseBody, voteResult, type IdParams, type Route } from './context';

export const unvoteRoute: Route = (app, { proposals, voterIdOf, limitPerToken }) => {
  app.delete<{ Params: IdParams }>(
    '/proposals/:id/vote',
    {
      preValidation: refuseBody,
      preHandler: limitPerToken,
      schema: {
        params: schemas.proposalIdParams,
        headers: schemas.voterHeaders,
        response: { 200: schemas.proposal },
      },
    },
    async (request) => {
      const id = proposalIdOf(request);
      return voteResult(id, await proposals.unvote(id, voterIdOf(request)!));
    },
  );
};
