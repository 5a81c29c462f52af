/** DELETE /proposals/:id/vote: takes the voter token's vote back. */
import { proposalIdOf, voteResult, votingRouteOptions, type IdParams, type Route } from './context';

export const unvoteRoute: Route = (app, context) => {
  const { proposals, voterIdOf } = context;
  app.delete<{ Params: IdParams }>('/proposals/:id/vote', votingRouteOptions(context, 200), async (request) => {
    const id = proposalIdOf(request);
    return voteResult(id, await proposals.unvote(id, voterIdOf(request)!));
  });
};
