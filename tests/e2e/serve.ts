/** Serving a build directory, or waiting for a server, from a spec that needs a site of its own. */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from './fixtures';

/** Resolves once `origin` answers 200. */
export async function waitForOrigin(origin: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(origin)
          .then((r) => r.status)
          .catch(() => 0)) === 200,
      { timeout },
    )
    .toBe(true);
}

/** `docusaurus serve` over `dir` on 127.0.0.1:`port`, once it answers. */
export async function serveBuild(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    'node',
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'serve', '--dir', dir, '--port', String(port)].concat([
      '--host',
      '127.0.0.1',
      '--no-open',
    ]),
    { stdio: 'ignore' },
  );
  await waitForOrigin(`http://127.0.0.1:${port}`);
  return server;
}
