/** GET /health: liveness. The process answers; the database is /ready's business. */
import type { Health } from '../types';
import type { Route } from './context';

const health = {
  type: 'object',
  required: ['status', 'storage'],
  properties: { status: { type: 'string' }, storage: { type: 'string' } },
} as const;

export const healthRoute: Route = (app, { db }) => {
  // It counts against the address limit like any request (the rate limit is global).
  app.get('/health', { schema: { response: { 200: health } } }, async (): Promise<Health> => ({
    status: 'ok',
    storage: db.kind,
  }));
};
