/**
 * Applies the SQL files of vote-api/migrations in name order, each once. The
 * whole run is one transaction holding an advisory lock, so two instances
 * starting together against one PostgreSQL database cannot apply a file twice.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', 'migrations');

/** An arbitrary constant naming this service's migration lock. */
const MIGRATION_LOCK_ID = 730_301;

export type Migration = { name: string; sql: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await fs.readFile(path.join(dir, name), 'utf8') })));
}

/** Returns the names of the migrations applied by this call. */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const files = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const { name, sql } of files) {
      if (done.has(name)) continue;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
