/** POST /voter-tokens: a new signed voter token, a limited number per address and day. */
import { secondsUntilNextDay } from '../addressUsage';
import { ApiProblem } from '../errors';
import type { VoterToken } from '../types';
import { refuseBody, type Route } from './context';

const voterToken = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;

export const voterTokensRoute: Route = (app, { db, config, tokens, usage }) => {
  const perDay = config.rateLimit.tokensPerAddressPerDay;
  app.post(
    '/voter-tokens',
    { preValidation: refuseBody, schema: { response: { 201: voterToken } } },
    async (request, reply) => {
      if (!(await usage.take(db, 'tokens', request.ip, perDay))) {
        throw new ApiProblem(
          429,
          'rate_limited',
          `This address has been given ${perDay} voter tokens today, the most it can get.`,
          { retryAfterSeconds: secondsUntilNextDay(new Date()) },
        );
      }
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ token: tokens.issue() } satisfies VoterToken);
    },
  );
};
