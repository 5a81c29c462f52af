/**
 * GET /ready: readiness. 200 while the database answers and has room to write;
 * otherwise 503 with Retry-After and the reason (`storage_unavailable`,
 * `storage_full`), so that a load balancer sends readers elsewhere meanwhile.
 */
import { storageProblem } from '../errors';
import { probeAnswer } from '../schemas';
import type { Readiness } from '../types';
import type { Route } from './context';

export const readyRoute: Route = (app, { db }) => {
  app.get('/ready', { schema: { response: { 200: probeAnswer } } }, async (_request, reply): Promise<Readiness> => {
    const problem = await db.readiness();
    if (problem) throw storageProblem(problem);
    reply.header('cache-control', 'no-store');
    return { status: 'ready', storage: db.kind };
  });
};
