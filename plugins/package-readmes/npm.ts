/** Reads a package's metadata and README through the npm CLI (whatever registry npm is configured with). */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/** Quick failure when the registry is out of reach, instead of npm's long retries. */
const NPM_FLAGS = [
  '--json',
  '--fetch-timeout=20000',
  '--fetch-retries=1',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
];

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

async function readmeFromTarball(name: string, version: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'readme-'));
  try {
    const { stdout } = await run('npm', ['pack', `${name}@${version}`, '--pack-destination', dir, ...NPM_FLAGS], {
      maxBuffer: 20 * 1024 * 1024,
    });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    await run('tar', ['-xzf', path.join(dir, filename), '-C', dir]);
    const files = await fs.readdir(path.join(dir, 'package'));
    const readme = files.find((f) => /^readme(\.md|\.markdown)?$/i.test(f));
    if (!readme) throw new Error(`${name}@${version} has no README`);
    return await fs.readFile(path.join(dir, 'package', readme), 'utf8');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export async function fetchPackage(name: string): Promise<PackageInfo> {
  const { stdout } = await run(
    'npm',
    ['view', name, 'name', 'version', 'description', 'repository', 'homepage', 'license', ...NPM_FLAGS],
    {
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  const meta = JSON.parse(stdout) as {
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
    readme: await readmeFromTarball(name, meta.version),
  };
}
