/**
 * Ready-made PGlite data directories for the tests. Creating one runs initdb
 * in WebAssembly (5 to 20 s, most of the suites' time before); a copy of one
 * made earlier opens in about a second. Two templates: `empty` (initdb only,
 * for the migration tests) and `migrated` (what a first start leaves). They are
 * cached under node_modules/.cache, keyed by the migrations and the PGlite
 * version, so a change to either makes new ones.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/migrate';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'vote-api');
/** Written last into a finished template, so that a half-made one is never copied. */
export const COMPLETE = '.template-complete';

export type TemplateKind = 'empty' | 'migrated';

function cacheKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

export function templateDir(kind: TemplateKind): string {
  return path.join(CACHE_DIR, `pglite-${kind}-${cacheKey()}`);
}

/** Makes the templates that are missing (Jest's globalSetup calls it once per run). */
export function ensureTemplates(): void {
  for (const kind of ['empty', 'migrated'] as const) {
    const dir = templateDir(kind);
    if (fs.existsSync(path.join(dir, COMPLETE))) continue;
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    // Made beside its final place and renamed: two runs at once never see a half-made template.
    const building = fs.mkdtempSync(`${dir}.building-`);
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'makePgliteTemplate.ts'), building, kind],
      { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 120_000 },
    );
    if (made.status !== 0) {
      fs.rmSync(building, { recursive: true, force: true });
      throw new Error(`could not make the ${kind} PGlite template:\n${made.stderr}${made.stdout}`);
    }
    fs.writeFileSync(path.join(building, COMPLETE), '');
    try {
      fs.renameSync(building, dir);
    } catch {
      // Another run finished the same template first.
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
}

/** A new data directory holding a copy of a template, in a temporary directory of its own. */
export function freshDataDir(kind: TemplateKind = 'migrated'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `vote-api-${kind}-`));
  copyTemplate(kind, dir);
  return dir;
}

/** Copies a template into `dir` (which must be empty or missing). */
export function copyTemplate(kind: TemplateKind, dir: string): void {
  const template = templateDir(kind);
  if (!fs.existsSync(path.join(template, COMPLETE))) {
    throw new Error(`the ${kind} PGlite template is missing: run the tests through vote-api/jest.config.mjs`);
  }
  fs.cpSync(template, dir, { recursive: true, filter: (source) => path.basename(source) !== COMPLETE });
}
