/** POST /proposals/:id/vote: one vote per voter token, within the address's daily cap for the proposal. */
import { secondsUntilNextDay } from '../addressUsage';
import { ApiProblem } from '../errors';
import { proposalIdOf, voteResult, votingRouteOptions, type IdParams, type Route } from './context';

export const voteRoute: Route = (app, context) => {
  const { proposals, usage, config, voterIdOf } = context;
  const cap = config.rateLimit.votesPerAddressPerProposalPerDay;
  app.post<{ Params: IdParams }>('/proposals/:id/vote', votingRouteOptions(context, 201), async (request, reply) => {
    const id = proposalIdOf(request);
    // Whatever the number of tokens, one address adds at most `cap` votes a day to a proposal.
    const outcome = await proposals.vote(id, voterIdOf(request)!, async (tx) => {
      if (!(await usage.take(tx, `votes:${id}`, request.ip, cap))) {
        throw new ApiProblem(
          429,
          'rate_limited',
          `This address has cast ${cap} votes for proposal ${id} today, the most it can.`,
          {
            retryAfterSeconds: secondsUntilNextDay(new Date()),
          },
        );
      }
    });
    return reply.code(201).send(voteResult(id, outcome));
  });
};
