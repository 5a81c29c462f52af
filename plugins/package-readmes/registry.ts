/**
 * Reads a package's metadata and README straight from the npm registry over HTTP: the manifest of its latest version
 * (`{registry}/{name}/latest`), then its tarball, checked against the manifest's integrity hash. Every request has a
 * time limit and can be cancelled, so that a registry that never answers cannot hold anything up.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { readmeFromTar } from './tarball';

export type PackageInfo = {
  name: string;
  version: string;
  description?: string;
  /** https URL of the repository, without `.git`. */
  repository?: string;
  /** Folder of the package inside a monorepo. */
  directory?: string;
  homepage?: string;
  license?: string;
  readme: string;
};

export type FetchOptions = {
  /** Base URL of the registry, with its trailing slash. */
  registry: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
  /** A request still unanswered after this long fails with "no answer within …". */
  timeoutMs: number;
};

/** A tarball larger than this is not a package of READMEs worth reading. */
export const MAX_TARBALL_BYTES = 20 * 1024 * 1024;

export const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';

/**
 * The registry npm is configured with: `npm run` passes a registry set in an `.npmrc` as `npm_config_registry`.
 * (Only the URL: a proxy or credentials set for npm are not used, the READMEs being public.)
 */
export function configuredRegistry(env: NodeJS.ProcessEnv = process.env): string {
  const registry = env.npm_config_registry || DEFAULT_REGISTRY;
  return registry.endsWith('/') ? registry : `${registry}/`;
}

/** Why a request failed, in one line: a time-out, a cancellation, the network's reason, or the HTTP status. */
export class RegistryError extends Error {
  constructor(
    message: string,
    /** The registry could not be reached at all (network error or time-out), rather than refusing one package. */
    readonly unreachable: boolean,
  ) {
    super(message);
  }
}

async function get(url: string, { signal, timeoutMs }: Omit<FetchOptions, 'registry'>): Promise<Buffer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    const response = await fetch(url, { signal: combined, headers: { accept: 'application/json' } });
    if (!response.ok) throw new RegistryError(`GET ${url}: HTTP ${response.status}`, false);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_TARBALL_BYTES) throw new RegistryError(`GET ${url}: ${length} bytes, too large`, false);
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof RegistryError) throw error;
    if (signal?.aborted) throw new RegistryError(`GET ${url}: cancelled`, true);
    if (timeout.aborted) throw new RegistryError(`GET ${url}: no answer within ${timeoutMs / 1000} s`, true);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new RegistryError(`GET ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`, true);
  }
}

/** `git+https://github.com/a/b.git`, `github:a/b`, `a/b` or `{url}` → `https://github.com/a/b`. */
export function repositoryUrl(repository: unknown): { url?: string; directory?: string } {
  const raw = typeof repository === 'string' ? repository : (repository as { url?: string } | undefined)?.url;
  const directory =
    typeof repository === 'object' && repository ? (repository as { directory?: string }).directory : undefined;
  if (!raw) return {};
  let url = raw.trim();
  if (/^[\w.-]+\/[\w.-]+$/.test(url)) url = `https://github.com/${url}`;
  url = url
    .replace(/^github:/, 'https://github.com/')
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/git@/, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git$/, '')
    .replace(/\/$/, '');
  return { url, ...(directory ? { directory } : {}) };
}

type Manifest = {
  version: string;
  description?: string;
  repository?: unknown;
  homepage?: string;
  license?: string;
  dist?: { tarball?: string; integrity?: string };
};

/** Checks the tarball against the manifest's `sha512-…` integrity (what npm checks before it installs a package). */
function checkIntegrity(tarball: Buffer, integrity: string | undefined, spec: string): void {
  const expected = integrity
    ?.split(/\s+/)
    .find((hash) => hash.startsWith('sha512-'))
    ?.slice('sha512-'.length);
  if (!expected) throw new RegistryError(`${spec}: the registry gives no sha512 integrity for its tarball`, false);
  if (createHash('sha512').update(tarball).digest('base64') !== expected) {
    throw new RegistryError(`${spec}: the tarball does not match its integrity hash`, false);
  }
}

export async function fetchPackage(name: string, options: FetchOptions): Promise<PackageInfo> {
  // A scoped name keeps its @ and has its slash encoded, as the registry expects.
  const manifestUrl = `${options.registry}${name.replace('/', '%2F')}/latest`;
  const manifest = JSON.parse((await get(manifestUrl, options)).toString('utf8')) as Manifest;
  const spec = `${name}@${manifest.version}`;
  if (!manifest.dist?.tarball) throw new RegistryError(`${spec}: the registry gives no tarball`, false);
  const tarball = await get(manifest.dist.tarball, options);
  checkIntegrity(tarball, manifest.dist.integrity, spec);
  const { url, directory } = repositoryUrl(manifest.repository);
  return {
    name,
    version: manifest.version,
    ...(manifest.description ? { description: manifest.description } : {}),
    ...(url ? { repository: url } : {}),
    ...(directory ? { directory } : {}),
    ...(manifest.homepage ? { homepage: manifest.homepage } : {}),
    ...(manifest.license ? { license: manifest.license } : {}),
    readme: readmeFromTar(gunzipSync(tarball), spec),
  };
}
