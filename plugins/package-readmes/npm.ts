/**
 * Reads a package's metadata and README through the npm CLI (whatever registry
 * npm is configured with, with its proxy and credentials). Every call has a
 * time limit and can be cancelled: the npm process is killed, so that a
 * registry that never answers cannot hold anything up.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

export type NpmCallOptions = {
  /** Cancels the call (the npm process is killed). */
  signal?: AbortSignal;
  /** Kills the npm process after this long. */
  timeoutMs?: number;
  /** The environment of the npm process (npm reads `npm_config_*` settings from it); the current one by default. */
  env?: NodeJS.ProcessEnv;
};

/** npm's own limits, below ours: one retry, and no request waits longer than our time limit. */
const npmFlags = (timeoutMs: number) => [
  '--json',
  `--fetch-timeout=${timeoutMs}`,
  '--fetch-retries=1',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
];

/** Runs `npm args…` and resolves with its standard output. */
export function npm(
  args: readonly string[],
  { signal, timeoutMs = 60_000, env = process.env }: NpmCallOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'npm',
      [...args, ...npmFlags(timeoutMs)],
      { signal, env, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const reason = signal?.aborted
          ? 'cancelled'
          : (error as { killed?: boolean }).killed
            ? `no answer within ${timeoutMs / 1000} s`
            : (String(stderr)
                .split('\n')
                .find((line) => /npm (error|ERR!)/.test(line)) ?? error.message);
        reject(new Error(`npm ${args[0]}: ${reason}`));
      },
    );
  });
}

/** Whether the registry answers at all (`npm ping`). */
export async function pingRegistry(options: NpmCallOptions): Promise<void> {
  await npm(['ping'], options);
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

/** The README inside the package tarball (never extracted to disk: a link in the tarball is refused, not followed). */
async function readmeFromTarball(name: string, version: string, options: NpmCallOptions): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'readme-'));
  try {
    const stdout = await npm(['pack', `${name}@${version}`, '--pack-destination', dir], options);
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    return readmeFromTar(gunzipSync(await fs.readFile(path.join(dir, path.basename(filename)))), `${name}@${version}`);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export async function fetchPackage(name: string, options: NpmCallOptions = {}): Promise<PackageInfo> {
  const meta = JSON.parse(
    await npm(['view', name, 'name', 'version', 'description', 'repository', 'homepage', 'license'], options),
  ) as {
    version: string;
    description?: string;
    repository?: unknown;
    homepage?: string;
    license?: string;
  };
  const { url, directory } = repositoryUrl(meta.repository);
  return {
    name,
    version: meta.version,
    ...(meta.description ? { description: meta.description } : {}),
    ...(url ? { repository: url } : {}),
    ...(directory ? { directory } : {}),
    ...(meta.homepage ? { homepage: meta.homepage } : {}),
    ...(meta.license ? { license: meta.license } : {}),
    readme: await readmeFromTarball(name, meta.version, options),
  };
}
