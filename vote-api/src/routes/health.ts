/** GET /health: liveness. The process answers; the database is /ready's business. */
import { probeAnswer } from '../schemas';
import type { Health } from '../types';
import type { Route } from './context';

export const healthRoute: Route = (app, { db }) => {
  // It counts against the address limit like any request (the rate limit is global).
  app.get('/health', { schema: { response: { 200: probeAnswer } } }, async (): Promise<Health> => ({
    status: 'ok',
    storage: db.kind,
  }));
};
