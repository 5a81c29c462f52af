/** Opens the database, applies the migrations and starts the HTTP server. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServiceConfig } from './config';
import { openDatabase, type Database } from './db';
import { migrate } from './migrate';

export type RunningService = {
  app: FastifyInstance;
  db: Database;
  /** Base URL the server listens on, such as http://127.0.0.1:3030 */
  url: string;
  close(): Promise<void>;
};

export async function startService(config: ServiceConfig): Promise<RunningService> {
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    const app = await buildApp({ db, config });
    if (applied.length > 0) app.log.info({ applied }, 'applied migrations');
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      db,
      url: `http://${config.host}:${port}`,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
