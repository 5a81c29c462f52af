/**
 * GET /ready: readiness. 200 while the database answers and has room to write;
 * otherwise 503 with Retry-After and the reason (`storage_unavailable`,
 * `storage_full`), so that a load balancer sends readers elsewhere meanwhile.
 */
import { storageProblem } from '../errors';
import type { Readiness } from '../types';
import type { Route } from './context';

const readiness = {
  type: 'object',
  required: ['status', 'storage'],
  properties: { status: { type: 'string' }, storage: { type: 'string' } },
} as const;

export const readyRoute: Route = (app, { db }) => {
  app.get('/ready', { schema: { response: { 200: readiness } } }, async (_request, reply): Promise<Readiness> => {
    const problem = await db.readiness();
    if (problem) throw storageProblem(problem);
    reply.header('cache-control', 'no-store');
    return { status: 'ready', storage: db.kind };
  });
};
