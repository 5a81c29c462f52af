/** The migrations: applied once each, and the seed only into an empty table. */
import fs from 'node:fs/promises';
import { openPglite, type Database } from '../src/db';
import { migrate, readMigrations } from '../src/migrate';
import { freshDataDir } from './support/pgliteTemplate';

let dataDir: string;
let db: Database;

beforeEach(async () => {
  // A database as initdb leaves it, before any migration.
  dataDir = freshDataDir('empty');
  db = await openPglite(dataDir);
});

afterEach(async () => {
  await db.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

it('applies every migration in order, then nothing on the next start', async () => {
  const names = (await readMigrations()).map((m) => m.name);
  expect(names).toEqual([...names].sort());
  expect(await migrate(db)).toEqual(names);
  expect(await migrate(db)).toEqual([]);
  expect(await count('proposals')).toBe(8);
});

it('seeds only an empty proposals table', async () => {
  const [schema, ...rest] = await readMigrations();
  await migrate(db, [schema!]);
  await db.query("INSERT INTO proposals (title, description) VALUES ('Our own idea', 'Already here.')");
  await migrate(db, [schema!, ...rest]);
  expect(await db.query('SELECT title FROM proposals')).toEqual([{ title: 'Our own idea' }]);
});

it('rolls back a failing migration as a whole', async () => {
  const broken = [
    { name: '001_ok.sql', sql: 'CREATE TABLE first_table (id int);' },
    { name: '002_broken.sql', sql: 'CREATE TABLE second_table (id int); SELECT no_such_function();' },
  ];
  await expect(migrate(db, broken)).rejects.toThrow(/no_such_function/);
  expect(await db.query("SELECT to_regclass('first_table') AS t")).toEqual([{ t: null }]);
  expect(await migrate(db)).toHaveLength((await readMigrations()).length);
});
