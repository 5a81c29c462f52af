/**
 * The content check's results by content hash, in .cache/content-check/: a page that did not change is
 * not compiled again, an example that did not change is not run again. The whole cache is dropped when anything that
 * decides a result changes: the installed packages, the site config, the plugins, the check itself.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site';

export const CACHE_FILE = path.join(ROOT, '.cache/content-check/results.json');

/** What a result depends on besides the page itself. */
const INPUTS = ['package-lock.json', 'docusaurus.config.ts', 'versions.json', 'src/constants.ts'];
const INPUT_FOLDERS = ['plugins', 'config', 'scripts/content'];

export function hash(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 32);
}

function sourcesIn(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourcesIn(file);
    return /\.(ts|tsx|js|cjs|mjs|json)$/.test(entry.name) ? [file] : [];
  });
}

export function fingerprint(): string {
  const files = [...INPUTS, ...INPUT_FOLDERS.flatMap(sourcesIn)].sort();
  return hash(...files.flatMap((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]));
}

/** A compile result or an example's error message; `null` when it passed. */
type Entries = Record<string, unknown>;
type Stored = { fingerprint: string; entries: Entries };

export class ResultCache {
  private entries: Entries;
  private used: Entries = {};
  constructor(
    private readonly key: string,
    stored?: Stored,
  ) {
    this.entries = stored?.fingerprint === key ? stored.entries : {};
  }

  static open(file = CACHE_FILE): ResultCache {
    let stored: Stored | undefined;
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    } catch {
      stored = undefined;
    }
    return new ResultCache(fingerprint(), stored);
  }

  /** The stored result for `key`, or `compute`'s (stored). `undefined` is stored, and given back, as `null`. */
  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (key in this.used) return this.used[key] as T;
    if (key in this.entries) return this.hit(key) as T;
    return this.store(key, await compute());
  }

  /**
   * As `get`. A result computed in this run is found again in this run too: the link rules read a page once for
   * every link to it.
   */
  getSync<T>(key: string, compute: () => T): T {
    if (key in this.used) return this.used[key] as T;
    if (key in this.entries) return this.hit(key) as T;
    return this.store(key, compute());
  }

  private hit(key: string): unknown {
    this.used[key] = this.entries[key];
    return this.entries[key];
  }

  private store<T>(key: string, value: T): T {
    this.used[key] = value === undefined ? null : value;
    return value;
  }

  /**
   * Writes the results of this run; a run on some pages keeps those of the others too, a run on all of them only its
   * own (so that the results of pages since changed do not pile up).
   */
  save({ all }: { all: boolean }, file = CACHE_FILE): void {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const stored: Stored = { fingerprint: this.key, entries: all ? this.used : { ...this.entries, ...this.used } };
    fs.writeFileSync(file, JSON.stringify(stored));
  }
}
