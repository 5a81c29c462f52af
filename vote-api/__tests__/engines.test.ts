/**
 * The packages the service runs on agree with the Node version the project
 * declares (package.json `engines`): none of them makes npm warn "EBADENGINE"
 * on a fresh install on Node 20. Read from the lockfile, so that an upgrade
 * that pulls in a package wanting a newer Node fails here rather than in an
 * install log no one reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '..', '..');
/** What `npm run vote-api` loads: the service's own dependencies, and tsx, which runs it. */
const SERVICE_DEPENDENCIES = ['fastify', '@fastify/cors', '@fastify/rate-limit', 'pg', '@electric-sql/pglite', 'tsx'];

type LockedPackage = {
  version: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const declared = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } })
  .engines.node;

/** Where Node would find `name` from the package at `from` (a lockfile key), as npm laid it out. */
function locate(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
  }
}

/** Every package in the service's dependency tree, by lockfile key. */
function serviceTree(): string[] {
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const { dependencies = {}, optionalDependencies = {} } = lock.packages[key]!;
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies })) visit(locate(key, name));
  };
  for (const name of SERVICE_DEPENDENCIES) visit(locate('', name));
  return [...seen];
}

it('runs on packages that all accept the Node versions the project declares', () => {
  const tree = serviceTree();
  expect(tree.length).toBeGreaterThan(SERVICE_DEPENDENCIES.length);
  const oldest = semver.minVersion(declared)!.version;
  const refusing = tree
    .map((key) => ({ key, version: lock.packages[key]!.version, node: lock.packages[key]!.engines?.node }))
    .filter(({ node }) => node && !(semver.satisfies(oldest, node) && semver.satisfies(process.version, node)));
  expect(refusing).toEqual([]);
});
